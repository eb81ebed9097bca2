// academy-mfe's words of the enrollmentPage part in Urdu: the shape of ../en/enrollment-page.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import type { enEnrollmentPage } from '../en/enrollment-page';

const ur: Translation<typeof enEnrollmentPage> = {
  metaDescription:
    'ہمارے سرگودھا کیمپس میں ویب، موبائل، Shopify، Laravel، React یا بنیادی کمپیوٹر کورس میں داخلہ لیں۔ اپنا کورس منتخب کریں، ہم آپ کے بیچ کی تصدیق کریں گے۔',
  eyebrow: 'داخلے جاری ہیں',
  description:
    'اپنا کورس منتخب کریں اور اپنی تفصیلات درج کریں۔ ہماری داخلہ ٹیم آپ کے بیچ اور شیڈول کی تصدیق کے لیے آپ سے رابطہ کرے گی۔',
};

export default ur;
