// academy-mfe's words of the courseList part in Urdu: the shape of ../en/course-list.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { formatNumber, type Translation } from '@site/i18n';
import type { enCourseList } from '../en/course-list';

const ur: Translation<typeof enCourseList> = {
  metaDescription:
    'سرگودھا میں عملی آئی ٹی کورسز: ویب ڈویلپمنٹ، React، React Native، Laravel، Shopify اور بنیادی کمپیوٹر مہارتیں، جنہیں پیشہ ور ڈویلپرز پڑھاتے ہیں۔',
  eyebrow: 'اکیڈمی',
  description:
    'ایسے ڈویلپرز کے پڑھائے گئے عملی کورسز جو روزانہ کلائنٹس کے لیے سافٹ ویئر بناتے ہیں۔ اپنا شعبہ منتخب کریں اور کام شروع کریں۔',
  students: 'طلبہ',
  rating: 'ریٹنگ',
  // "5 میں سے 4.8": the scale comes before the number.
  ratingBefore: (max) => `${formatNumber('ur', max)} میں سے `,
  ratingAfter: (_max) => '',
  learnMore: 'مزید جانیں',
  // "React JS ڈویلپمنٹ کے بارے میں مزید جانیں": the course comes first.
  learnMoreBefore: (title) => `${title} کے بارے میں `,
  learnMoreAfter: (_title) => '',
};

export default ur;
