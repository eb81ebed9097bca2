// accounts-mfe's words of the student part in Urdu: the shape of ../en/student.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import type { enStudent } from '../en/student';

const ur: Translation<typeof enStudent> = {
  description: (companyName) => `${companyName} اسٹوڈنٹ پورٹل میں سائن اِن کریں۔`,
  eyebrow: 'طلبہ',
  subtitle: 'اپنے کورسز تک رسائی کے لیے اسی ای میل سے سائن اِن کریں جس سے آپ نے داخلہ لیا تھا۔',
  formLabel: 'اسٹوڈنٹ پورٹل سائن اِن',
  aside: {
    title: 'آپ کی کلاس، جلد آن لائن',
    description: 'اسٹوڈنٹ پورٹل وہ جگہ ہے جہاں CodeNest کے داخل شدہ طلبہ اپنے کورسز کی پیروی کریں گے۔',
    points: ['کورس کی پیش رفت اور نتائج', 'آپ کے بیچ کا کلاس شیڈول', 'انسٹرکٹرز کے نوٹس اور اسائنمنٹس'],
  },
  notice: {
    title: 'اسٹوڈنٹ پورٹل جلد آ رہا ہے',
    text: 'طلبہ کے لیے آن لائن سائن اِن ابھی دستیاب نہیں، اس لیے نہ کچھ بھیجا گیا اور نہ کوئی پاس ورڈ محفوظ کیا گیا۔ اپنی کلاسوں، حاضری یا نتائج کے لیے اپنے انسٹرکٹر یا فرنٹ ڈیسک سے رابطہ کریں۔',
    contact: 'ای میل کریں:',
  },
  help: 'سائن اِن میں مدد چاہیے؟',
  contactUs: 'ہم سے رابطہ کریں',
};

export default ur;
