// academy-mfe's words of the courses part in Urdu: the shape of ../en/courses.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import type { enCourses } from '../en/courses';

const ur: Translation<typeof enCourses> = {
  'web-development': {
    title: 'ویب ڈویلپمنٹ',
    description:
      'HTML، CSS، JavaScript، React اور Laravel کے ساتھ جدید، ریسپانسو ویب سائٹس اور ویب ایپلیکیشنز بالکل شروع سے بنانا سیکھیں۔',
    topics: [
      'HTML5 اور CSS3',
      'Flexbox اور Grid کے ساتھ ریسپانسو ڈیزائن',
      'JavaScript (ES6+)',
      'React کی بنیادی باتیں',
      'PHP اور Laravel بیک اینڈ',
      'Git، ڈیپلائمنٹ اور ہوسٹنگ',
    ],
  },
  'mobile-app-development': {
    title: 'موبائل ایپلیکیشن ڈویلپمنٹ',
    description:
      'پہلی اسکرین سے لے کر ایپ اسٹورز پر ریلیز تک، Android اور iOS کے لیے کراس پلیٹ فارم ایپس ڈیزائن کریں اور بنائیں۔',
    topics: [
      'React Native اور Expo',
      'نیویگیشن اور اسکرین ڈیزائن',
      'اسٹیٹ مینجمنٹ',
      'REST APIs اور آف لائن اسٹوریج',
      'کیمرا، لوکیشن اور نوٹیفکیشنز',
      'Google Play اور App Store پر ایپ شائع کرنا',
    ],
  },
  'shopify-apps-development': {
    title: 'Shopify ایپس ڈویلپمنٹ',
    description: 'Remix، Polaris اور Shopify Admin GraphQL API کے ساتھ پبلک اور کسٹم Shopify ایپس بنائیں۔',
    topics: [
      'Shopify Partner اکاؤنٹ اور CLI',
      'Remix ایپ ٹیمپلیٹ',
      'Admin GraphQL API',
      'Polaris اور App Bridge',
      'Webhooks اور ایپ بلنگ',
      'تھیم ایپ ایکسٹینشنز',
    ],
  },
  'shopify-store': {
    title: 'Shopify اسٹور کی تیاری اور ترامیم',
    description:
      'Shopify پر پروفیشنل آن لائن اسٹورز لانچ کریں اور انہیں اپنی ضرورت کے مطابق ڈھالیں: تھیمز، پروڈکٹس، ادائیگیاں اور Liquid میں ترامیم۔',
    topics: [
      'اسٹور سیٹ اپ اور سیٹنگز',
      'پروڈکٹس، کلیکشنز اور انوینٹری',
      'تھیم میں تبدیلیاں',
      'Liquid ٹیمپلیٹ کی بنیادی باتیں',
      'ادائیگیاں، شپنگ اور ٹیکس',
      'ایپس، SEO اور مارکیٹنگ ٹولز',
    ],
  },
  'react-js': {
    title: 'React JS',
    description:
      'تیز رفتار، کمپوننٹ پر مبنی یوزر انٹرفیس کے لیے React میں مہارت حاصل کریں: hooks اور روٹنگ سے لے کر ڈیٹا فیچنگ اور ٹیسٹنگ تک۔',
    topics: [
      'JSX اور کمپوننٹس',
      'Props، state اور hooks',
      'React Router',
      'فارمز اور ڈیٹا فیچنگ',
      'Context اور اسٹیٹ مینجمنٹ',
      'ٹیسٹنگ اور ڈیپلائمنٹ',
    ],
  },
  laravel: {
    title: 'Laravel',
    description:
      'PHP اور Laravel فریم ورک کے ساتھ محفوظ، قابلِ توسیع بیک اینڈ اور مکمل ویب ایپلیکیشنز بنائیں۔',
    topics: [
      'جدید PHP اور Composer',
      'روٹنگ، کنٹرولرز اور Blade',
      'Eloquent ORM اور مائیگریشنز',
      'یوزر کی تصدیق اور اختیارات',
      'Sanctum کے ساتھ REST APIs',
      'کیوز، ٹیسٹنگ اور ڈیپلائمنٹ',
    ],
  },
  'react-native': {
    title: 'React Native',
    description: 'ایک ہی JavaScript کوڈ بیس سے Android اور iOS کے لیے نیٹو موبائل ایپس بنائیں۔',
    topics: [
      'بنیادی کمپوننٹس اور اسٹائلنگ',
      'React Navigation',
      'Hooks اور state',
      'ڈیوائس کی نیٹو APIs',
      'APIs اور لوکل اسٹوریج',
      'ایپس بنانا اور شائع کرنا',
    ],
  },
  'mern-stack': {
    title: 'MERN Stack',
    description: 'MongoDB، Express، React اور Node.js کے ساتھ فل اسٹیک JavaScript ڈویلپر بنیں۔',
    topics: [
      'Node.js اور Express',
      'MongoDB اور Mongoose',
      'REST API ڈیزائن',
      'React فرنٹ اینڈ',
      'JWT کے ساتھ تصدیق',
      'ڈیپلائمنٹ اور DevOps کی بنیادی باتیں',
    ],
  },
  'basic-computer': {
    title: 'بنیادی کمپیوٹر کورس',
    description:
      'کمپیوٹر کے استعمال میں اعتماد حاصل کریں: Windows، Microsoft Word، Excel اور PowerPoint، انٹرنیٹ اور ای میل۔',
    topics: [
      'کمپیوٹر کی بنیادی باتیں',
      'Windows اور فائلوں کا انتظام',
      'MS Word',
      'MS Excel',
      'MS PowerPoint',
      'انٹرنیٹ، ای میل اور آن لائن تحفظ',
    ],
  },
  'digital-marketing': {
    title: 'ڈیجیٹل مارکیٹنگ',
    description: 'سوشل میڈیا، سرچ انجن آپٹیمائزیشن، مواد اور پیڈ کیمپینز کے ذریعے برانڈز کو آن لائن بڑھائیں۔',
    topics: [
      'ڈیجیٹل مارکیٹنگ کی حکمتِ عملی',
      'سرچ انجن آپٹیمائزیشن (SEO)',
      'سوشل میڈیا مارکیٹنگ',
      'Facebook اور Google Ads',
      'کنٹینٹ اور ای میل مارکیٹنگ',
      'اینالیٹکس اور رپورٹنگ',
    ],
  },
  crypto: {
    title: 'کرپٹو',
    description:
      'بلاک چین، کرپٹو کرنسیوں اور ڈیجیٹل والٹس کو سمجھیں، اور کرپٹو مارکیٹ میں محفوظ رہنا سیکھیں۔',
    topics: [
      'بلاک چین کی بنیادی باتیں',
      'Bitcoin، Ethereum اور آلٹ کوائنز',
      'والٹس اور ایکسچینجز',
      'سیکیورٹی اور دھوکہ دہی سے بچاؤ',
      'مارکیٹ کے تجزیے کی بنیادی باتیں',
      'رسک مینجمنٹ',
    ],
  },
};

export default ur;
