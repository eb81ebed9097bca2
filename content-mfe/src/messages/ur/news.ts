// content-mfe's words of the news part in Urdu: the shape of ../en/news.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import type { enNews } from '../en/news';

const ur: Translation<typeof enNews> = {
  description: (companyName) =>
    `${companyName} کی جانب سے داخلوں، طلبہ کی کامیابیوں، نئے پروجیکٹس اور کمیونٹی کے اہم سنگِ میل کی خبریں۔`,
  eyebrow: 'نیا کیا ہے',
  title: 'تازہ ترین خبریں',
  details: 'خبر کی تفصیلات',
  loadMore: 'مزید خبریں دیکھیں',
  noMore: 'آپ تمام خبریں دیکھ چکے ہیں — فی الحال مزید کوئی خبر نہیں۔ جلد دوبارہ تشریف لائیں۔',
  categories: {
    Admissions: 'داخلے',
    Achievements: 'کامیابیاں',
    Company: 'کمپنی',
    Students: 'طلبہ',
    Projects: 'پروجیکٹس',
    Community: 'کمیونٹی',
  },
  imageAlts: {
    '1': 'کیلنڈر کی تصویر جس میں ایک دن نمایاں ہے',
    '2': 'ستارے والی سنہری ٹرافی کی تصویر',
    '3': 'دو پارسلوں والی شاپنگ ٹرالی کی تصویر',
    '4': 'لیپ ٹاپ کی تصویر جس پر بڑھتا ہوا چارٹ ہے',
    '5': 'موبائل فون کی تصویر جس پر ایک ایپ کی ہوم اسکرین ہے',
    '6': 'آواز کی لہروں کے ساتھ میگا فون کی تصویر',
  },
};

export default ur;
