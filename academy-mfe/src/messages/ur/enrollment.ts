// academy-mfe's words of the enrollment part in Urdu: the shape of ../en/enrollment.ts, a chunk
// loaded only on /ur pages, with the code that shows them. Product and technology names stay in
// Latin script.
import { type Translation } from '@site/i18n';
import { siteSettings } from '@site/site';
import type { enEnrollment } from '../en/enrollment';

const company = siteSettings.companyName;

const ur: Translation<typeof enEnrollment> = {
  heading: 'آپ کی تفصیلات',
  intro:
    'ہمیں اپنے بارے میں اور مطلوبہ کورس کے بارے میں بتائیں۔ ہم آپ کی سیٹ کی تصدیق کے لیے آپ کو کال کریں گے۔',
  aside: {
    label: 'داخلے کے بارے میں',
    whyHeading: 'ہمارے ساتھ کیوں پڑھیں',
    reasons: [
      'عملی پروجیکٹس جو آپ اپنے پورٹ فولیو میں دکھا سکیں',
      'ہمارے سرگودھا کیمپس میں چھوٹے کلاس روم بیچز',
      'کورس مکمل کرنے کا سرٹیفکیٹ',
      'کیریئر کی رہنمائی اور انٹرن شپ کے مواقع',
      'صبح، شام اور ویک اینڈ بیچز',
      'ہفتے میں 3 سے 4 بار، 2 سے 3 گھنٹے کی کلاسیں',
      '7 دن میں فیس کی واپسی کی ضمانت',
    ],
    contactHeading: 'کوئی سوال؟ داخلہ دفتر سے بات کریں',
    address: 'دفتر نمبر 12، یونیورسٹی روڈ، سرگودھا، پنجاب 40100، پاکستان',
  },
  success: {
    thanks:
      'شکریہ، {name}۔ ہمیں {course} کے لیے آپ کا داخلہ فارم موصول ہو گیا ہے۔ ہماری داخلہ ٹیم آپ کے بیچ اور شیڈول کی تصدیق کے لیے {email} پر آپ سے رابطہ کرے گی۔',
    thanksCourseOnly:
      'شکریہ۔ ہمیں {course} کے لیے آپ کا داخلہ فارم موصول ہو گیا ہے۔ ہماری داخلہ ٹیم آپ کے بیچ اور شیڈول کی تصدیق کے لیے آپ کے دیے گئے ای میل ایڈریس پر رابطہ کرے گی۔',
    enrollAnother: 'کسی اور کورس میں داخلہ لیں',
    backHome: 'ہوم پیج پر واپس جائیں',
  },
  whatsApp: {
    question: 'داخلے سے متعلق سوال؟',
    label: 'WhatsApp پر پیغام بھیجیں',
    formMessage: (course) =>
      course
        ? `السلام علیکم ${company}! مجھے ${course} میں داخلہ لینا ہے۔ براہِ کرم داخلے کے سلسلے میں میری رہنمائی کریں۔`
        : `السلام علیکم ${company}! مجھے کسی کورس میں داخلہ لینا ہے۔ براہِ کرم داخلے کے سلسلے میں میری رہنمائی کریں۔`,
    successMessage: (course) =>
      `السلام علیکم ${company}! میں نے ابھی آپ کی ویب سائٹ پر ${course} کے لیے داخلہ فارم جمع کروایا ہے۔ براہِ کرم میرے بیچ کی تصدیق کر دیں۔`,
  },
};

export default ur;
