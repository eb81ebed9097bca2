// academy-mfe's words of the cards part in Urdu: the shape of ../en/cards.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import type { enCards } from '../en/cards';

const ur: Translation<typeof enCards> = {
  'web-development': {
    title: 'فل اسٹیک ویب ڈویلپمنٹ',
    description:
      'HTML، CSS، JavaScript، React اور Laravel: مکمل ویب سائٹس اور ویب ایپس بنائیں اور لائیو کریں۔',
  },
  'react-native': {
    title: 'React Native موبائل ڈویلپمنٹ',
    description:
      'React Native کے ساتھ Android اور iOS کی کراس پلیٹ فارم ایپس بنائیں، پہلی اسکرین سے اسٹور پر ریلیز تک۔',
  },
  laravel: {
    title: 'Laravel ویب ایپلیکیشنز',
    description: 'جدید PHP اور Laravel: ڈیٹا بیس، تصدیق، REST APIs، کیوز اور ڈیپلائمنٹ۔',
  },
  'react-js': {
    title: 'React JS ڈویلپمنٹ',
    description:
      'کمپوننٹس، hooks، روٹنگ، ڈیٹا فیچنگ اور ٹیسٹنگ: یوزر انٹرفیس اسی طرح بنائیں جیسے انڈسٹری بناتی ہے۔',
  },
  'shopify-apps-development': {
    title: 'Shopify ایپ ڈویلپمنٹ',
    description:
      'Remix، Polaris اور Admin GraphQL API کے ساتھ Shopify ایپس بنائیں اور انہیں App Store پر فروخت کریں۔',
  },
  'basic-computer': {
    title: 'بنیادی کمپیوٹر مہارتیں',
    description: 'بالکل نئے سیکھنے والوں کے لیے Windows، MS Word، Excel، PowerPoint، انٹرنیٹ اور ای میل۔',
  },
};

export default ur;
