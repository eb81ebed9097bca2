// accounts-mfe's words of the profile part in Urdu: the shape of ../en/profile.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import type { enProfile } from '../en/profile';

const ur: Translation<typeof enProfile> = {
  description: (companyName) => `آپ کا ${companyName} پروفائل اور آپ کے کورسز کی پیش رفت۔`,
  eyebrow: 'اسٹوڈنٹ اکاؤنٹ',
  intro: 'آپ کی تفصیلات اور وہ کورسز جو آپ CodeNest کے ساتھ کر رہے ہیں۔',
  card: {
    email: 'ای میل',
    phone: 'فون',
    location: 'مقام',
    joined: 'شمولیت کی تاریخ',
    student: 'طالب علم',
    empty: '—',
    edit: 'پروفائل میں ترمیم کریں',
  },
  form: {
    title: 'پروفائل میں ترمیم کریں',
    fullName: 'پورا نام',
    email: 'ای میل',
    phone: 'فون',
    location: 'مقام',
    bio: 'تعارف',
    save: 'تبدیلیاں محفوظ کریں',
    cancel: 'منسوخ کریں',
  },
  notices: {
    saved: 'پروفائل محفوظ ہو گیا۔ آپ کی تبدیلیاں اسی براؤزر میں محفوظ ہیں۔',
    notStored: 'آپ کی تبدیلیاں دکھائی جا رہی ہیں، لیکن یہ براؤزر انہیں محفوظ کرنے کی اجازت نہیں دے رہا۔',
    forgotten: 'ہو گیا: اب یہ براؤزر آپ کا پروفائل محفوظ نہیں رکھتا۔',
  },
  forget: {
    note: 'آپ کی تبدیلیاں صرف اسی براؤزر میں محفوظ ہیں۔ مشترکہ یا لیب کے کمپیوٹر پر جانے سے پہلے انہیں ہٹا دیں۔',
    button: 'اس ڈیوائس سے میری معلومات ہٹا دیں',
  },
  account: {
    label: 'آپ کا پروفائل',
    loading: 'آپ کا پروفائل لوڈ ہو رہا ہے…',
    ended: 'آپ کا سیشن ختم ہو گیا ہے: یہ دوبارہ نمونے کا پروفائل ہے۔',
    signIn: 'اپنا پروفائل دیکھنے کے لیے سائن اِن کریں',
  },
  sample: {
    name: 'عائشہ ملک',
    location: 'سیٹلائٹ ٹاؤن، سرگودھا، پنجاب',
    bio: 'یونیورسٹی آف سرگودھا میں کمپیوٹر سائنس کی طالبہ۔ CodeNest میں فل اسٹیک ویب ڈویلپمنٹ سیکھ رہی ہوں اور اپنے پہلے React اور Laravel پروجیکٹس بنا رہی ہوں۔',
  },
};

export default ur;
