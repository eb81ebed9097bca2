// accounts-mfe's words of the login part in Urdu: the shape of ../en/login.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import type { enLogin } from '../en/login';

const ur: Translation<typeof enLogin> = {
  description: (companyName) => `اپنے ${companyName} اکاؤنٹ میں سائن اِن کریں، یا نیا اکاؤنٹ بنائیں۔`,
  modes: {
    'sign-in': {
      title: 'سائن اِن',
      subtitle: 'خوش آمدید! CodeNest کے ساتھ سیکھنے کا سلسلہ جاری رکھنے کے لیے سائن اِن کریں۔',
      submit: 'سائن اِن',
      switchPrompt: 'اکاؤنٹ نہیں ہے؟',
      switchAction: 'اکاؤنٹ بنائیں',
    },
    'create-account': {
      title: 'اکاؤنٹ بنائیں',
      subtitle: 'اپنے کورسز اور پیش رفت ایک جگہ رکھنے کے لیے CodeNest میں شامل ہوں۔',
      submit: 'اکاؤنٹ بنائیں',
      switchPrompt: 'پہلے سے اکاؤنٹ ہے؟',
      switchAction: 'سائن اِن',
    },
    forgot: {
      title: 'پاس ورڈ دوبارہ ترتیب دیں',
      subtitle: 'اپنے اکاؤنٹ کا ای میل ایڈریس درج کریں: ہم اس پر نیا پاس ورڈ منتخب کرنے کا لنک بھیج دیں گے۔',
    },
    verify: {
      title: 'اپنے ای میل کی تصدیق کریں',
      subtitle: 'ہماری ای میل کا لنک آپ کے CodeNest اکاؤنٹ کے ایڈریس کی تصدیق کرتا ہے۔',
    },
    reset: {
      title: 'نیا پاس ورڈ منتخب کریں',
      subtitle: 'اپنے CodeNest اکاؤنٹ کا نیا پاس ورڈ مقرر کریں۔',
    },
    invite: {
      title: 'CodeNest میں خوش آمدید',
      subtitle: 'اپنے اسٹوڈنٹ اکاؤنٹ کا پاس ورڈ منتخب کریں، پھر اپنا کورس آن لائن دیکھیں۔',
    },
  },
  link: { label: 'آپ کا لنک', checking: 'آپ کا لنک چیک کیا جا رہا ہے…' },
  sessionNotices: {
    'signed-out': 'آپ سائن آؤٹ ہو گئے ہیں۔',
    everywhere: 'آپ ہر ڈیوائس سے سائن آؤٹ ہو گئے ہیں۔',
    deleted:
      'آپ کا اکاؤنٹ حذف ہو گیا ہے اور آپ ہر جگہ سے سائن آؤٹ ہو گئے ہیں۔ آپ نے ہمیں جو کچھ بھیجا وہ CodeNest کے پاس رہے گا، کسی اکاؤنٹ سے منسلک نہیں۔',
  },
  mismatch: 'دونوں پاس ورڈ ایک جیسے نہیں۔ دونوں خانوں میں ایک ہی پاس ورڈ درج کریں۔',
  passwordHint: (min) => `کم از کم ${min} حروف۔ چند الفاظ جو آپ کو یاد رہیں، ایک مضبوط پاس ورڈ بناتے ہیں۔`,
  creating: 'اکاؤنٹ بن رہا ہے…',
  unreachable: 'فارم نہیں بھیجا جا سکا۔ اپنا انٹرنیٹ کنکشن چیک کریں، پھر دوبارہ کوشش کریں۔',
  sent: {
    title: 'اپنی ای میل دیکھیں',
    signUp: (email) =>
      `ہم نے ${email} پر ایک پیغام بھیج دیا ہے۔ نئے اکاؤنٹ کے لیے اس میں موجود لنک کھولیں تاکہ آپ کے ایڈریس کی تصدیق ہو جائے، پھر سائن اِن کریں۔`,
    spam: 'چند منٹ بعد بھی کچھ نہیں آیا؟ اپنا اسپام فولڈر دیکھیں، یا دوبارہ کوشش کریں۔',
  },
  aside: {
    title: 'سرگودھا میں سیکھیں، بنائیں اور آگے بڑھیں',
    description: 'ویب، موبائل اور Shopify ڈویلپمنٹ کے کلاس روم کورسز، جنہیں پیشہ ور ڈویلپرز پڑھاتے ہیں۔',
    points: [
      'اپنے کورس کی پیش رفت ایک جگہ دیکھیں',
      'صبح، شام اور ویک اینڈ بیچز',
      'حقیقی پروجیکٹس جو آپ آجروں کو دکھا سکیں',
    ],
  },
};

export default ur;
