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
  },
  mismatch: 'دونوں پاس ورڈ ایک جیسے نہیں۔ دونوں خانوں میں ایک ہی پاس ورڈ درج کریں۔',
  aside: {
    title: 'سرگودھا میں سیکھیں، بنائیں اور آگے بڑھیں',
    description: 'ویب، موبائل اور Shopify ڈویلپمنٹ کے کلاس روم کورسز، جنہیں پیشہ ور ڈویلپرز پڑھاتے ہیں۔',
    points: [
      'اپنے کورس کی پیش رفت ایک جگہ دیکھیں',
      'صبح، شام اور ویک اینڈ بیچز',
      'حقیقی پروجیکٹس جو آپ آجروں کو دکھا سکیں',
    ],
  },
  notice: {
    title: 'آن لائن اکاؤنٹس جلد آ رہے ہیں',
    createBefore:
      'ہم ابھی آپ کا اکاؤنٹ نہیں بنا سکے: آن لائن سائن اپ کی سہولت دستیاب نہیں، اس لیے نہ کچھ بھیجا گیا اور نہ محفوظ کیا گیا۔ کسی کورس میں داخلے کے لیے',
    createLink: 'داخلہ فارم',
    createAfter: ' استعمال کریں۔',
    createContact: 'کوئی سوال؟ ای میل کریں:',
    signIn:
      'آن لائن سائن اِن کی سہولت ابھی دستیاب نہیں، اس لیے نہ کچھ بھیجا گیا اور نہ کوئی پاس ورڈ محفوظ کیا گیا۔ فی الحال آپ کی کلاسوں، پیش رفت اور نتائج کا ریکارڈ انسٹی ٹیوٹ کے پاس ہے۔',
    signInContact: 'ای میل کریں:',
  },
};

export default ur;
