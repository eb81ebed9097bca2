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
    title: 'آپ کی کلاس، آن لائن',
    description:
      'CodeNest کے داخل شدہ طلبہ یہاں اپنے کورسز دیکھتے ہیں، جیسے ان کے اساتذہ انہیں اپ ڈیٹ کرتے ہیں۔',
    points: [
      'آپ کے کورسز اور ان میں آپ کی پیش رفت',
      'آپ کا بیچ اور داخلے کی تاریخ',
      'آپ نے ہمیں کیا بھیجا، اور وہ کس مرحلے میں ہے',
    ],
  },
  firstTime:
    'پہلی بار آئے ہیں؟ داخلے کے وقت ہم نے جو ای میل بھیجی تھی، اس میں موجود لنک سے اپنا پاس ورڈ منتخب کریں۔',
  forgotPrompt: 'پاس ورڈ کھو گیا؟',
  forgotAction: 'ای میل پر نیا منگوائیں',
  help: 'سائن اِن میں مدد چاہیے؟',
  contactUs: 'ہم سے رابطہ کریں',
};

export default ur;
