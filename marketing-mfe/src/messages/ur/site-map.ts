// marketing-mfe's words of the siteMap part in Urdu: the shape of ../en/site-map.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import type { enSiteMap } from '../en/site-map';

const ur: Translation<typeof enSiteMap> = {
  eyebrow: 'سائٹ میپ',
  title: 'ہمارا پلیٹ فارم دیکھیں',
  description: 'سب کچھ ایک جگہ: کورسز، سیکھنے کے وسائل، کمیونٹی اور آپ کا اکاؤنٹ۔',
  startLearning: 'آج ہی سیکھنا شروع کریں',
  groups: {
    main: {
      title: 'اہم صفحات',
      links: {
        home: 'ہوم',
        pricing: 'قیمتیں',
        blog: 'بلاگ',
        community: 'کمیونٹی',
        faq: 'عمومی سوالات',
        news: 'خبریں',
        events: 'ایونٹس',
      },
    },
    courses: {
      title: 'سرگودھا میں کورسز',
      links: {
        webDevelopment: 'ویب ڈویلپمنٹ کورس',
        mobileApp: 'موبائل ایپ ڈویلپمنٹ کورس',
        shopify: 'Shopify کورس',
        basicComputer: 'بنیادی کمپیوٹر کورس',
        reactJs: 'React JS کورس',
        reactNative: 'React Native کورس',
        laravel: 'Laravel کورس',
      },
    },
    courseDetails: {
      title: 'کورس کی تفصیلات',
      links: {
        all: 'تمام کورسز',
        reactNative: 'React Native ڈویلپمنٹ',
        shopifyApp: 'Shopify ایپ ڈویلپمنٹ',
        reactJs: 'React JS ڈویلپمنٹ',
      },
    },
    account: {
      title: 'آپ کا اکاؤنٹ',
      links: {
        enrollment: 'داخلہ',
        login: 'سائن اِن',
        studentPortal: 'اسٹوڈنٹ پورٹل',
        profile: 'میرا پروفائل',
      },
    },
  },
};

export default ur;
