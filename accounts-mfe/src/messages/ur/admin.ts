// accounts-mfe's words of the admin part in Urdu: the shape of ../en/admin.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import type { enAdmin } from '../en/admin';

const ur: Translation<typeof enAdmin> = {
  subtitle: 'Jeans Recycle — ری سائیکلنگ مینجمنٹ سسٹم',
  description: (subtitle) => `${subtitle}: ایڈمنسٹریٹر سائن اِن۔`,
  eyebrow: 'ایڈمنسٹریٹرز',
  title: 'ایڈمن پینل',
  restricted: 'محدود رسائی کا حصہ',
  warningBefore: 'صرف مجاز ایڈمنسٹریٹرز کے لیے۔ اگر آپ غلطی سے اس صفحے پر آ گئے ہیں تو',
  warningLink: 'ہوم پیج',
  warningAfter: ' پر واپس جائیں۔',
  formLabel: 'ایڈمن سائن اِن',
  notice: {
    title: 'ایڈمن سائن اِن ابھی منسلک نہیں',
    text: 'یہ اسکرین ابھی ری سائیکلنگ مینجمنٹ سسٹم سے منسلک نہیں، اس لیے نہ کچھ بھیجا گیا اور نہ کوئی پاس ورڈ محفوظ کیا گیا۔',
    contact: 'ویب سائٹ ٹیم سے رابطے کے لیے ای میل کریں:',
  },
};

export default ur;
