// accounts-mfe's words of the admin part in Urdu: the shape of ../en/admin.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import type { enAdmin } from '../en/admin';

const ur: Translation<typeof enAdmin> = {
  subtitle: 'Jeans Recycle — ری سائیکلنگ مینجمنٹ سسٹم',
  description: (subtitle) => `${subtitle}: ایڈمنسٹریٹر سائن اِن۔`,
  eyebrow: 'ایڈمنسٹریٹرز',
  restricted: 'محدود رسائی کا حصہ',
  warningBefore: 'صرف مجاز ایڈمنسٹریٹرز کے لیے۔ اگر آپ غلطی سے اس صفحے پر آ گئے ہیں تو',
  warningLink: 'ہوم پیج',
  warningAfter: ' پر واپس جائیں۔',
  formLabel: 'ایڈمن سائن اِن',
  signingIn: 'سائن اِن ہو رہا ہے…',
  sessionNotices: {
    ended: 'آپ کا سیشن ختم ہو گیا ہے۔ براہِ کرم دوبارہ سائن اِن کریں۔',
    'signed-out': 'آپ سائن آؤٹ ہو گئے ہیں۔',
  },
  failures: {
    refused: 'یوزر نیم یا پاس ورڈ درست نہیں۔',
    throttled: 'بہت زیادہ کوششیں ہو گئی ہیں۔ چند منٹ انتظار کریں، پھر دوبارہ کوشش کریں۔',
    unreachable: 'سائن اِن نہیں بھیجا جا سکا۔ اپنا انٹرنیٹ کنکشن چیک کریں، پھر دوبارہ کوشش کریں۔',
  },
  totp: {
    formLabel: 'دو مرحلوں والا سائن اِن',
    text: (digits) =>
      `اپنے فون پر authenticator ایپ کھولیں اور اس سائٹ کے لیے دکھایا گیا ${digits} ہندسوں کا کوڈ درج کریں۔`,
    label: 'تصدیقی کوڈ',
    hint: (digits, seconds) => `${digits} ہندسے۔ ہر ${seconds} سیکنڈ میں نیا کوڈ آتا ہے۔`,
    invalid: (digits) => `اپنی authenticator ایپ میں دکھائے گئے ${digits} ہندسے درج کریں۔`,
    refused: 'یہ کوڈ درست نہیں۔ ایپ میں اس وقت دکھایا گیا کوڈ درج کریں۔',
    submit: 'تصدیق کریں اور سائن اِن کریں',
    verifying: 'تصدیق ہو رہی ہے…',
    restart: 'کسی اور اکاؤنٹ سے سائن اِن کریں',
  },
  noScript: {
    title: 'اسٹاف کے حصے کے لیے JavaScript ضروری ہے',
    text: 'اس براؤزر میں JavaScript آن کریں، پھر دوبارہ سائن اِن کریں۔ نہ کچھ بھیجا گیا اور نہ کوئی پاس ورڈ محفوظ کیا گیا۔',
  },
};

export default ur;
