// content-mfe's words of the blog part in Urdu: the shape of ../en/blog.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { plural, type Translation } from '@site/i18n';
import type { enBlog } from '../en/blog';

const ur: Translation<typeof enBlog> = {
  description: (_city) =>
    `ویب ڈویلپمنٹ، Laravel اور React پر مضامین، عملی ٹیوٹوریلز اور سرگودھا میں ہماری ٹیم کی خبریں۔`,
  filteredTitle: (filter) => `بلاگ: ${filter}`,
  filteredDescription: (filter, companyName, description) =>
    `${companyName} کے بلاگ سے ${filter} کے مضامین۔ ${description}`,
  eyebrow: 'معلومات اور ٹیوٹوریلز',
  heading: 'ہمارا بلاگ',
  filterLabel: 'زمرے کے لحاظ سے پوسٹس فلٹر کریں',
  all: 'سب',
  categories: {
    'Web Development': 'ویب ڈویلپمنٹ',
    Development: 'ڈویلپمنٹ',
    Laravel: 'Laravel',
    React: 'React',
    Tutorials: 'ٹیوٹوریلز',
    'Company News': 'کمپنی کی خبریں',
  },
  showingAll: (count) =>
    plural('ur', count, {
      one: `${count} پوسٹ دکھائی جا رہی ہے`,
      other: `تمام ${count} پوسٹس دکھائی جا رہی ہیں`,
    }),
  showingIn: (count, filter) =>
    `${filter} میں ${plural('ur', count, {
      one: `${count} پوسٹ دکھائی جا رہی ہے`,
      other: `${count} پوسٹس دکھائی جا رہی ہیں`,
    })}`,
  empty: {
    title: (filter) => `${filter} میں ابھی کوئی پوسٹ نہیں`,
    text: 'ہم مسلسل نئے مضامین لکھ رہے ہیں۔ تب تک تمام پوسٹس دیکھیں۔',
    showAll: 'تمام پوسٹس دیکھیں',
  },
  details: 'پوسٹ کی تفصیلات',
  readTime: (minutes) => `${minutes} منٹ کا مطالعہ`,
  imageAlts: {
    'web-development-course-sargodha-guide': 'کوڈ ایڈیٹر اور گریجویشن کیپ کی تصویر',
    'clean-code-habits-for-professional-developers': 'ایڈیٹر ونڈو میں ترتیب سے لکھے گئے کوڈ کی تصویر',
    'getting-started-with-laravel-11': 'ایک دوسرے پر رکھے تین بلاکس کی تصویر',
    'react-hooks-explained': 'React کے ایٹم لوگو کی تصویر',
    'build-a-rest-api-step-by-step': 'کھلی کتاب کی تصویر جس میں کچھ سطریں نمایاں ہیں',
    'codenest-opens-new-training-lab': 'روشن کھڑکیوں والی دفتری عمارت کی تصویر',
  },
};

export default ur;
