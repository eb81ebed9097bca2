// academy-mfe's words of the catalogue part in Urdu: the shape of ../en/catalogue.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import type { enCatalogue } from '../en/catalogue';

const ur: Translation<typeof enCatalogue> = {
  eyebrow: 'ہمارے ساتھ سیکھیں',
  title: 'ہمارے کورسز',
  description:
    'سرگودھا میں کلاس روم آئی ٹی کورسز، جنہیں وہ ڈویلپرز پڑھاتے ہیں جو روزانہ کلائنٹس کے لیے سافٹ ویئر بناتے ہیں۔ کوئی کورس منتخب کریں اور دیکھیں کہ آپ کیا سیکھیں گے۔',
  viewDetails: 'تفصیلات دیکھیں',
  topicsCovered: 'شامل موضوعات',
  whatYouGet: 'آپ کو کیا ملے گا',
  fullSyllabus: 'مکمل نصاب کورس کے صفحے پر',
  compareAll: 'ہمارے تمام کورسز کا موازنہ کریں',
  details: (course) => `${course} کی تفصیلات`,
  benefits: [
    'عملی پروجیکٹس جو آپ اپنے پورٹ فولیو میں دکھا سکیں',
    'ہمارے سرگودھا کیمپس میں چھوٹے کلاس روم بیچز',
    'کورس مکمل کرنے کا سرٹیفکیٹ',
    'کیریئر کی رہنمائی اور انٹرن شپ کے مواقع',
  ],
};

export default ur;
