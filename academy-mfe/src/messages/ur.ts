// academy-mfe's words in Urdu (ur-PK): the English catalogue's shape (its parts, ./en/*.ts), checked by the
// type-check and by ur.test.ts. Product and technology names stay in Latin script; numbers are
// formatted with Intl for ur-PK (Latin digits). Translation memory: /work/i18n-prep/academy.ur.json.
import { formatNumber, plural, type Translation } from '@site/i18n';
import { siteSettings } from '@site/site';
import type { enCards } from './en/cards';
import type { enCatalogue } from './en/catalogue';
import type { enCommon } from './en/common';
import type { enCompany } from './en/company';
import type { enCourseList } from './en/course-list';
import type { enCourses } from './en/courses';
import type { enDetail } from './en/detail';
import type { enDetails } from './en/details';
import type { enEnrollmentPage } from './en/enrollment-page';
import type { enLanding } from './en/landing';
import type { enLandings } from './en/landings';
import type { enLevels } from './en/levels';
import type { enSyllabusFile } from './en/syllabus-file';
import type { enUnits } from './en/units';
import type { enWhatsApp } from './en/whats-app';

/** Left-to-right isolate (U+2066 … U+2069) around a Latin run (phone, e-mail, URL) in plain Urdu text. */
const ltr = (text: string) => `\u2066${text}\u2069`;

/** "… کورس میں": a course whose name already ends in "کورس" is not named "… کورس کورس". */
const courseName = (course: string) => (/کورس$/.test(course.trim()) ? course : `${course} کورس`);

/**
 * The English catalogue is in parts (./en/*.ts, one per page or feature, each read by its own hook
 * under its part's name); the Urdu one is this single module, every part under its name.
 */
export interface UrduMessages {
  company: Translation<typeof enCompany>;
  units: Translation<typeof enUnits>;
  common: Translation<typeof enCommon>;
  whatsApp: Translation<typeof enWhatsApp>;
  catalogue: Translation<typeof enCatalogue>;
  courseList: Translation<typeof enCourseList>;
  detail: Translation<typeof enDetail>;
  syllabusFile: Translation<typeof enSyllabusFile>;
  landing: Translation<typeof enLanding>;
  enrollmentPage: Translation<typeof enEnrollmentPage>;
  levels: Translation<typeof enLevels>;
  courses: Translation<typeof enCourses>;
  cards: Translation<typeof enCards>;
  details: Translation<typeof enDetails>;
  landings: Translation<typeof enLandings>;
}

const ur: UrduMessages = {
  company: {
    city: 'سرگودھا',
    address: 'دفتر نمبر 12، یونیورسٹی روڈ، سرگودھا، پنجاب 40100، پاکستان',
  },
  units: {
    months: (months) =>
      `${formatNumber('ur', months)} ${plural('ur', months, { one: 'مہینہ', other: 'مہینے' })}`,
    weeks: (weeks) => `${formatNumber('ur', weeks)} ${plural('ur', weeks, { one: 'ہفتہ', other: 'ہفتے' })}`,
    week: (week) => `ہفتہ ${formatNumber('ur', week)}`,
    students: (count) =>
      `${formatNumber('ur', count)} ${plural('ur', count, { one: 'طالب علم', other: 'طلبہ' })}`,
  },
  common: {
    enrollNow: 'ابھی داخلہ لیں',
    duration: 'دورانیہ',
    level: 'سطح',
    whyThisCourse: 'یہ کورس کیوں',
    courseHighlights: 'کورس کی نمایاں خصوصیات',
    courseFacts: 'کورس کی اہم معلومات',
    factSeparator: ': ',
    home: 'ہوم',
    courses: 'کورسز',
  },
  whatsApp: {
    label: 'اس کورس کے بارے میں WhatsApp پر پوچھیں',
    message: (course) =>
      `السلام علیکم ${siteSettings.companyName}! مجھے ${courseName(course)} میں دلچسپی ہے۔ براہِ کرم فیس، کلاسوں کے اوقات اور اگلے بیچ کی تاریخ بتا دیں۔`,
  },
  catalogue: {
    eyebrow: 'ہمارے ساتھ سیکھیں',
    title: 'ہمارے کورسز',
    description:
      'سرگودھا میں کلاس روم آئی ٹی کورسز، جنہیں وہ ڈویلپرز پڑھاتے ہیں جو روزانہ کلائنٹس کے لیے سافٹ ویئر بناتے ہیں۔ کوئی کورس منتخب کریں اور دیکھیں کہ آپ کیا سیکھیں گے۔',
    viewDetails: 'تفصیلات دیکھیں',
    topicsCovered: 'شامل موضوعات',
    whatYouGet: 'آپ کو کیا ملے گا',
    fullSyllabus: 'مکمل نصاب کورس کے صفحے پر',
    compareAll: 'ہمارے تمام کورسز کا موازنہ کریں',
    benefits: [
      'عملی پروجیکٹس جو آپ اپنے پورٹ فولیو میں دکھا سکیں',
      'ہمارے سرگودھا کیمپس میں چھوٹے کلاس روم بیچز',
      'کورس مکمل کرنے کا سرٹیفکیٹ',
      'کیریئر کی رہنمائی اور انٹرن شپ کے مواقع',
    ],
  },
  courseList: {
    metaDescription:
      'سرگودھا میں عملی آئی ٹی کورسز: ویب ڈویلپمنٹ، React، React Native، Laravel، Shopify اور بنیادی کمپیوٹر مہارتیں، جنہیں پیشہ ور ڈویلپرز پڑھاتے ہیں۔',
    eyebrow: 'اکیڈمی',
    title: 'ہمارے کورسز',
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
  },
  detail: {
    eyebrow: 'کورس کی تفصیلات',
    format: 'طریقۂ تدریس',
    classroom: (city) => `کلاس روم، ${city}`,
    downloadSyllabus: 'نصاب ڈاؤن لوڈ کریں',
    downloaded: (fileName) => `نصاب ${ltr(fileName)} کے نام سے ڈاؤن لوڈ ہو گیا۔`,
    outcomes: 'نتائج',
    whatYoullLearn: 'آپ کیا سیکھیں گے',
    curriculumTitle: 'ہفتہ وار نصاب',
    curriculumDescription: 'ہر ہفتے کلاس روم سیشنز کے ساتھ ایک عملی کام ہوتا ہے جو آپ لیب میں مکمل کرتے ہیں۔',
  },
  syllabusFile: {
    // A right-to-left mark opens every line, so that text viewers lay the file out right to left.
    line: (text) => `\u200f${text}`,
    heading: (title) => `# ${title}: کورس کا نصاب`,
    duration: (weeks) => `دورانیہ: ${weeks}`,
    level: (level) => `سطح: ${level}`,
    format: (format) => `طریقۂ تدریس: ${format}`,
    whatYouWillLearn: '## آپ کیا سیکھیں گے',
    curriculum: '## ہفتہ وار نصاب',
    week: (week, title) => `### ہفتہ ${formatNumber('ur', week)}: ${title}`,
    enroll: '## داخلہ',
    enrollmentForm: (url) => `داخلہ فارم: ${ltr(url)}`,
    email: (email) => `ای میل: ${ltr(email)}`,
    phone: (phones) => `فون: ${phones.map(ltr).join('، ')}`,
    address: (address) => `پتا: ${address}`,
  },
  landing: {
    eyebrow: (companyName) => `${companyName} اکیڈمی`,
    campus: 'کیمپس',
    viewSyllabus: 'نصاب دیکھیں',
    highlightsDescription: (course, duration) =>
      `${course} کو درست طریقے سے سیکھنے کے لیے ہر ضروری چیز، ${duration} کی کلاس روم ٹریننگ میں۔`,
    syllabusEyebrow: 'آپ کیا سیکھیں گے',
    syllabusTitle: 'کورس کا نصاب',
    syllabusDescription: (duration) =>
      `دس ماڈیولز، جو ${duration} میں ترتیب سے پڑھائے جاتے ہیں، اور ہر ماڈیول ایک عملی کام پر ختم ہوتا ہے۔`,
    readyTitle: 'شروع کرنے کے لیے تیار ہیں؟',
    readyDescription: (city) =>
      `ہمارے ${city} کیمپس میں صبح، شام اور ویک اینڈ بیچز۔ کوئی بھی سوال ہو تو ہمیں کال کریں، یا ہمارے دوسرے کورسز کا موازنہ کریں۔`,
    browseAll: 'تمام کورسز دیکھیں',
    call: 'کال کریں:',
  },
  enrollmentPage: {
    metaDescription:
      'ہمارے سرگودھا کیمپس میں ویب، موبائل، Shopify، Laravel، React یا بنیادی کمپیوٹر کورس میں داخلہ لیں۔ اپنا کورس منتخب کریں، ہم آپ کے بیچ کی تصدیق کریں گے۔',
    eyebrow: 'داخلے جاری ہیں',
    title: 'کورس میں داخلہ لیں',
    description:
      'اپنا کورس منتخب کریں اور اپنی تفصیلات درج کریں۔ ہماری داخلہ ٹیم آپ کے بیچ اور شیڈول کی تصدیق کے لیے آپ سے رابطہ کرے گی۔',
  },
  levels: {
    Beginner: 'ابتدائی',
    Intermediate: 'درمیانی',
    Advanced: 'ایڈوانس',
    'Beginner to Intermediate': 'ابتدائی سے درمیانی',
    'Beginner to Advanced': 'ابتدائی سے ایڈوانس',
  },
  courses: {
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
      description:
        'سوشل میڈیا، سرچ انجن آپٹیمائزیشن، مواد اور پیڈ کیمپینز کے ذریعے برانڈز کو آن لائن بڑھائیں۔',
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
  },
  cards: {
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
  },
  details: {
    'react-native': {
      summary:
        'React Native کے ساتھ Android اور iOS کے لیے کراس پلیٹ فارم موبائل ایپس بنائیں۔ آٹھ ہفتوں میں آپ پہلی اسکرین سے ایسی ایپ تک پہنچ جائیں گے جو اسٹورز کے لیے تیار ہو۔',
      metaDescription:
        'سرگودھا میں 8 ہفتوں کا React Native کورس: کمپوننٹس، نیویگیشن، اسٹیٹ، APIs، ڈیوائس فیچرز اور Android و iOS ایپس کی اشاعت۔',
      highlights: {
        '1': {
          title: 'دو پلیٹ فارمز، ایک کوڈ بیس',
          text: 'ایک ہی ایپ Android اور iOS دونوں پر جاری کریں۔',
        },
        '2': {
          title: 'سیکھتے ہوئے بنائیں',
          text: 'کورس کے ہر ہفتے کے ساتھ ایک کارآمد ایپ تیار ہوتی جاتی ہے۔',
        },
        '3': {
          title: 'ڈویلپرز کی رہنمائی میں',
          text: 'ایسے انسٹرکٹرز جو ہمارے کلائنٹس کے لیے ایپس شائع کرتے ہیں۔',
        },
        '4': {
          title: 'سرٹیفکیٹ',
          text: 'آپ کے پورٹ فولیو کے لیے ایک سرٹیفکیٹ اور ایک شائع شدہ ایپ۔',
        },
      },
      whatYouLearn: [
        'Expo کے ساتھ React Native سیٹ اپ کریں اور ایپس اصل ڈیوائسز پر چلائیں',
        'بنیادی کمپوننٹس، Flexbox اور اسٹائلز سے اسکرینیں بنائیں',
        'اسٹیک اور ٹیب نیویگیشن کے ذریعے اسکرینوں کے درمیان جائیں',
        'hooks اور context کے ساتھ اسٹیٹ سنبھالیں',
        'آف لائن استعمال کے لیے ڈیٹا حاصل، کیش اور محفوظ کریں',
        'کیمرا، لوکیشن اور پش نوٹیفکیشنز استعمال کریں',
        'اپنی ایپ کی ڈیبگنگ اور پروفائلنگ کریں',
        'ایپ بلڈ اور سائن کر کے Google Play اور App Store پر شائع کریں',
      ],
      curriculum: {
        '1': {
          title: 'آغاز',
          topics: [
            'React Native اور Expo کا سیٹ اپ',
            'JSX اور کمپوننٹس کا اعادہ',
            'Android اور iOS پر چلانا',
          ],
        },
        '2': {
          title: 'لے آؤٹس اور اسٹائلنگ',
          topics: ['بنیادی کمپوننٹس', 'موبائل کے لیے Flexbox', 'تصاویر، فونٹس اور تھیمنگ'],
        },
        '3': {
          title: 'نیویگیشن',
          topics: ['اسٹیک نیویگیشن', 'ٹیبز اور ڈرارز', 'اسکرینوں کے درمیان پیرامیٹرز بھیجنا'],
        },
        '4': {
          title: 'اسٹیٹ اور فارمز',
          topics: ['useState اور useEffect', 'ایپ اسٹیٹ کے لیے Context', 'فارمز اور ویلیڈیشن'],
        },
        '5': {
          title: 'APIs کے ساتھ کام',
          topics: ['REST ڈیٹا حاصل کرنا', 'لوڈنگ اور ایرر کی حالتیں', 'تصدیقی ٹوکنز'],
        },
        '6': {
          title: 'اسٹوریج اور آف لائن',
          topics: ['AsyncStorage', 'API ڈیٹا کی کیشنگ', 'آف لائن فرسٹ پیٹرنز'],
        },
        '7': {
          title: 'ڈیوائس فیچرز',
          topics: ['کیمرا اور امیج پکر', 'لوکیشن اور نقشے', 'پش نوٹیفکیشنز'],
        },
        '8': {
          title: 'اشاعت',
          topics: ['ایپ آئیکنز اور اسپلیش اسکرینز', 'ریلیز ورژن بنانا', 'اسٹور لسٹنگ اور ریلیز'],
        },
      },
    },
    'shopify-apps-development': {
      summary:
        'Remix، Polaris اور Admin GraphQL API کے ساتھ Shopify ایپس بنائیں۔ چھ ہفتوں میں آپ Shopify App Store کے لیے ایک ایمبیڈڈ ایپ بنائیں گے، اسے ٹیسٹ کریں گے اور تیار کریں گے۔',
      metaDescription:
        'سرگودھا میں 6 ہفتوں کا Shopify ایپ ڈویلپمنٹ کورس: Shopify CLI، Remix، Polaris، Admin GraphQL API، webhooks، بلنگ اور App Store پر جمع کروانا۔',
      highlights: {
        '1': {
          title: 'بڑھتی ہوئی مارکیٹ',
          text: 'لاکھوں تاجر ایسی ایپس کی تلاش میں ہیں جو ان کے مسائل حل کریں۔',
        },
        '2': {
          title: 'جدید اسٹیک',
          text: 'Remix، GraphQL اور Polaris — وہ ٹولز جن کی Shopify خود سفارش کرتا ہے۔',
        },
        '3': {
          title: 'ایک حقیقی ایپ بنائیں',
          text: 'کورس کے اختتام پر ڈویلپمنٹ اسٹور پر چلتی ہوئی ایک ایمبیڈڈ ایپ آپ کے پاس ہوگی۔',
        },
        '4': {
          title: 'دنیا بھر میں فروخت کریں',
          text: 'اپنی ایپ سے کمانے کے لیے بلنگ اور App Store ریویو کا طریقہ سیکھیں۔',
        },
      },
      whatYouLearn: [
        'Partner اکاؤنٹ اور ڈویلپمنٹ اسٹورز بنائیں',
        'Shopify CLI اور Remix ٹیمپلیٹ سے ایپ کا ڈھانچہ تیار کریں',
        'Admin GraphQL API کے ذریعے اسٹور کا ڈیٹا حاصل اور اپ ڈیٹ کریں',
        'Polaris اور App Bridge سے ایڈمن اسکرینیں بنائیں',
        'webhooks کے ذریعے اسٹور کے واقعات پر ردِعمل دیں',
        'Billing API کے ذریعے تاجروں سے ادائیگی وصول کریں',
        'اسٹور فرنٹس میں تھیم ایپ ایکسٹینشنز شامل کریں',
        'ایپ کو App Store ریویو کے لیے تیار کریں',
      ],
      curriculum: {
        '1': {
          title: 'Shopify پلیٹ فارم',
          topics: [
            'Partner اکاؤنٹ اور ڈویلپمنٹ اسٹورز',
            'Shopify ایپس کیسے کام کرتی ہیں',
            'Shopify CLI سیٹ اپ',
          ],
        },
        '2': {
          title: 'آپ کی پہلی ایپ',
          topics: ['Remix ایپ ٹیمپلیٹ', 'OAuth اور سیشنز', 'App Bridge کے ساتھ ایمبیڈڈ ایپس'],
        },
        '3': {
          title: 'Admin GraphQL API',
          topics: ['Queries اور mutations', 'پروڈکٹس، آرڈرز اور کسٹمرز', 'پیجینیشن اور ریٹ لمٹس'],
        },
        '4': {
          title: 'Polaris انٹرفیس',
          topics: ['Polaris کمپوننٹس', 'فارمز اور ریسورس لسٹس', 'قابلِ رسائی ایڈمن اسکرینیں'],
        },
        '5': {
          title: 'Webhooks اور بلنگ',
          topics: ['webhooks کو سبسکرائب کرنا', 'لازمی پرائیویسی webhooks', 'Billing API پلانز'],
        },
        '6': {
          title: 'ایکسٹینشنز اور لانچ',
          topics: ['تھیم ایپ ایکسٹینشنز', 'ٹیسٹنگ اور ڈیپلائمنٹ', 'App Store لسٹنگ اور ریویو'],
        },
      },
    },
    'react-js': {
      summary:
        'React اسی طرح سیکھیں جیسے پیشہ ور ٹیمیں اسے استعمال کرتی ہیں: کمپوننٹس، hooks، روٹنگ، ڈیٹا فیچنگ اور ٹیسٹنگ۔ آٹھ ہفتوں میں آپ ایک مکمل ایپلیکیشن بنا کر لائیو کریں گے۔',
      metaDescription:
        'سرگودھا میں 8 ہفتوں کا React JS کورس: کمپوننٹس، hooks، فارمز، React Router، API ڈیٹا، اسٹیٹ مینجمنٹ، ٹیسٹنگ اور ڈیپلائمنٹ۔',
      highlights: {
        '1': {
          title: 'جدید React',
          text: 'پہلے دن سے فنکشن کمپوننٹس اور hooks۔',
        },
        '2': {
          title: 'حقیقی پروجیکٹس',
          text: 'لائیو APIs پر ایک ڈیش بورڈ اور ایک اسٹور فرنٹ۔',
        },
        '3': {
          title: 'معیاری عادات',
          text: 'ٹیسٹنگ اور رسائی شروع سے کام کا حصہ ہیں، بعد میں جوڑی نہیں جاتیں۔',
        },
        '4': {
          title: 'نوکری کے لیے تیار',
          text: 'پورٹ فولیو کا جائزہ اور انٹرویو کی مشق۔',
        },
      },
      whatYouLearn: [
        'جدید JavaScript اور JSX اعتماد سے لکھیں',
        'انٹرفیس کو دوبارہ قابلِ استعمال کمپوننٹس میں تقسیم کریں',
        'hooks کے ساتھ اسٹیٹ اور سائیڈ ایفیکٹس سنبھالیں',
        'ویلیڈیشن کے ساتھ فارمز بنائیں',
        'React Router کے ساتھ کئی صفحات والی ایپس بنائیں',
        'REST APIs سے ڈیٹا حاصل اور کیش کریں',
        'context کے ذریعے اسٹیٹ شیئر کریں',
        'کمپوننٹس ٹیسٹ کریں اور اپنی ایپ لائیو کریں',
      ],
      curriculum: {
        '1': {
          title: 'React کے لیے JavaScript',
          topics: ['ES6+ سنٹیکس', 'ماڈیولز اور ٹولنگ', 'آپ کی پہلی React ایپ'],
        },
        '2': {
          title: 'کمپوننٹس اور JSX',
          topics: ['JSX کے اصول', 'Props اور کمپوزیشن', 'لسٹس اور keys'],
        },
        '3': {
          title: 'اسٹیٹ اور ایونٹس',
          topics: ['useState', 'ایونٹس ہینڈل کرنا', 'اسٹیٹ کو اوپر منتقل کرنا'],
        },
        '4': {
          title: 'ایفیکٹس اور فارمز',
          topics: ['useEffect', 'کنٹرولڈ اِن پٹس', 'فارم ویلیڈیشن'],
        },
        '5': {
          title: 'روٹنگ',
          topics: ['React Router', 'ڈائنامک روٹس', 'لے آؤٹس اور نیویگیشن'],
        },
        '6': {
          title: 'APIs سے ڈیٹا',
          topics: ['ڈیٹا حاصل کرنا', 'لوڈنگ اور ایرر کی حالتیں', 'درخواستوں کی کیشنگ'],
        },
        '7': {
          title: 'اسٹیٹ مینجمنٹ',
          topics: ['Context', 'useReducer', 'کسٹم hooks'],
        },
        '8': {
          title: 'ٹیسٹنگ اور ڈیپلائمنٹ',
          topics: ['Testing Library', 'پرفارمنس کی بنیادی باتیں', 'اپنی ایپ لائیو کرنا'],
        },
      },
    },
  },
  landings: {
    'web-development': {
      title: 'سرگودھا میں ویب ڈویلپمنٹ کورس',
      metaDescription:
        'سرگودھا میں ویب ڈویلپمنٹ سیکھیں: 6 ماہ کے کلاس روم کورس میں HTML، CSS، JavaScript، React اور Laravel — حقیقی پروجیکٹس، سرٹیفکیٹ اور کیریئر سپورٹ کے ساتھ۔',
      intro:
        'اپنے پہلے HTML صفحے سے React اور Laravel کی مکمل ویب ایپلیکیشنز تک پہنچیں، چھ ماہ کے ایسے کلاس روم کورس میں جو پیشہ ور ڈویلپرز پڑھاتے ہیں۔',
      highlights: {
        '1': {
          title: 'پروجیکٹ پر مبنی تعلیم',
          text: 'ہر چند ہفتوں بعد ایک حقیقی ویب سائٹ بنائیں، اور کورس کے اختتام تک لائیو پروجیکٹس کا پورٹ فولیو تیار کریں۔',
        },
        '2': {
          title: 'ماہر انسٹرکٹرز',
          text: 'ان ڈویلپرز سے سیکھیں جو ہمارے سافٹ ویئر ہاؤس میں کلائنٹس کے پروجیکٹس بناتے ہیں۔',
        },
        '3': {
          title: 'سرٹیفکیٹ',
          text: 'کورس مکمل کرنے کا سرٹیفکیٹ حاصل کریں جو آپ آجروں اور کلائنٹس کو دکھا سکیں۔',
        },
        '4': {
          title: 'کیریئر میں مدد',
          text: 'اپنی CV، فری لانسنگ پروفائل اور انٹرن شپ کے حصول میں مدد لیں۔',
        },
      },
      syllabus: [
        'HTML5 اور سیمینٹک مارک اپ',
        'CSS3، Flexbox اور Grid',
        'ریسپانسو ڈیزائن اور Tailwind CSS',
        'JavaScript کی بنیادی باتیں',
        'جدید JavaScript (ES6+) اور DOM',
        'Git، GitHub اور ٹیم ورک',
        'React کمپوننٹس، hooks اور روٹنگ',
        'PHP اور MySQL کی بنیادی باتیں',
        'Laravel بیک اینڈ اور REST APIs',
        'ڈیپلائمنٹ، ہوسٹنگ اور فائنل پروجیکٹ',
      ],
    },
    'mobile-app-development': {
      title: 'سرگودھا میں موبائل ایپ ڈویلپمنٹ کورس',
      metaDescription:
        'سرگودھا میں موبائل ایپ ڈویلپمنٹ سیکھیں: 5 ماہ کے عملی کورس میں React Native کے ساتھ Android اور iOS ایپس بنائیں، پہلی اسکرین سے ایپ اسٹور پر ریلیز تک۔',
      intro:
        'پانچ ماہ کے عملی کورس میں React Native کے ساتھ ایک ہی کوڈ بیس سے Android اور iOS ایپس ڈیزائن کریں، بنائیں اور شائع کریں۔',
      highlights: {
        '1': {
          title: 'Android اور iOS',
          text: 'دونوں پلیٹ فارمز کے لیے ایک React Native کوڈ بیس، جو اصل ڈیوائسز پر ٹیسٹ کیا جاتا ہے۔',
        },
        '2': {
          title: 'حقیقی ایپس',
          text: 'تین مکمل ایپس بنائیں، جن میں سے ایک لائیو API استعمال کرتی ہے۔',
        },
        '3': {
          title: 'ایپ اسٹور پر ریلیز',
          text: 'Google Play اور App Store کے لیے ایپ سائننگ، اسٹور لسٹنگ اور ریلیز کا طریقہ سیکھیں۔',
        },
        '4': {
          title: 'سرٹیفکیٹ',
          text: 'کورس کے اختتام پر سرٹیفکیٹ اور شائع شدہ کام کا پورٹ فولیو۔',
        },
      },
      syllabus: [
        'موبائل ایپ کی بنیادی باتیں اور ٹولنگ',
        'JavaScript اور TypeScript کا اعادہ',
        'React Native کے بنیادی کمپوننٹس',
        'اسٹائلنگ اور ریسپانسو لے آؤٹس',
        'React Navigation کے ساتھ نیویگیشن',
        'hooks اور context کے ساتھ اسٹیٹ مینجمنٹ',
        'REST APIs اور ڈیٹا فیچنگ',
        'لوکل اسٹوریج اور آف لائن سپورٹ',
        'کیمرا، لوکیشن اور پش نوٹیفکیشنز',
        'Google Play اور App Store پر ایپ شائع کرنا',
      ],
    },
    'shopify-apps-development': {
      title: 'سرگودھا میں Shopify کورس',
      metaDescription:
        'سرگودھا میں Shopify سیکھیں: 4 ماہ کے عملی کورس میں اسٹور سیٹ اپ، Liquid کے ساتھ تھیم میں تبدیلیاں، اور Remix اور GraphQL کے ساتھ Shopify ایپ ڈویلپمنٹ۔',
      intro:
        'چار ماہ کے عملی کورس میں Shopify اسٹورز سیٹ اپ کریں اور انہیں اپنی ضرورت کے مطابق ڈھالیں، پھر Remix اور Admin GraphQL API کے ساتھ Shopify ایپس بنائیں۔',
      highlights: {
        '1': {
          title: 'اسٹور کی تیاری',
          text: 'پروڈکٹس، ادائیگیوں اور شپنگ کے ساتھ ایک مکمل اسٹور لانچ کریں۔',
        },
        '2': {
          title: 'تھیم میں تبدیلیاں',
          text: 'Liquid، سیکشنز اور بلاکس کے ذریعے تھیمز کو کسی بھی برانڈ کے مطابق ڈھالیں۔',
        },
        '3': {
          title: 'ایپ ڈویلپمنٹ',
          text: 'Remix، Polaris اور GraphQL کے ساتھ ایک ایمبیڈڈ Shopify ایپ بنائیں۔',
        },
        '4': {
          title: 'فری لانسنگ کے لیے تیار',
          text: 'بین الاقوامی کلائنٹس کے لیے Shopify کا کام تلاش کرنا اور مکمل کر کے دینا سیکھیں۔',
        },
      },
      syllabus: [
        'Shopify پلیٹ فارم اور Partner اکاؤنٹ',
        'اسٹور سیٹ اپ، پروڈکٹس اور کلیکشنز',
        'تھیمز اور Online Store 2.0 ایڈیٹر',
        'Liquid ٹیمپلیٹنگ',
        'کسٹم سیکشنز اور بلاکس',
        'Shopify CLI اور ایپ ڈویلپمنٹ کا سیٹ اپ',
        'Admin GraphQL API',
        'Polaris اور App Bridge UI',
        'Webhooks، بلنگ اور ایپ ایکسٹینشنز',
        'اسٹور لانچ کرنا اور ایپ شائع کرنا',
      ],
    },
    'basic-computer': {
      title: 'سرگودھا میں بنیادی کمپیوٹر کورس',
      metaDescription:
        'سرگودھا میں بنیادی کمپیوٹر کورس: 2 ماہ میں Windows، MS Word، Excel، PowerPoint، انٹرنیٹ اور ای میل۔ طلبہ، ملازمت کے متلاشی افراد اور دفتری عملے کے لیے۔',
      intro:
        'دو ماہ میں کمپیوٹر کے استعمال میں پُراعتماد بنیں: Windows، Microsoft Office، انٹرنیٹ اور ای میل، قدم بہ قدم۔',
      highlights: {
        '1': {
          title: 'بالکل نئے سیکھنے والوں کے لیے',
          text: 'کسی تجربے کی ضرورت نہیں: ہم کمپیوٹر آن کرنے سے آغاز کرتے ہیں۔',
        },
        '2': {
          title: 'MS Office کی مہارتیں',
          text: 'Word، Excel اور PowerPoint — وہ ٹولز جو ہر دفتری ملازمت میں مانگے جاتے ہیں۔',
        },
        '3': {
          title: 'انفرادی توجہ',
          text: 'چھوٹے بیچز، تاکہ ہر طالب علم کو کمپیوٹر پر کام کرتے ہوئے براہِ راست مدد ملے۔',
        },
        '4': {
          title: 'سرٹیفکیٹ',
          text: 'آپ کی CV اور ملازمت کی درخواستوں کے لیے کورس مکمل کرنے کا سرٹیفکیٹ۔',
        },
      },
      syllabus: [
        'کمپیوٹر کی بنیادی باتیں اور ہارڈ ویئر',
        'Windows ڈیسک ٹاپ، فائلیں اور فولڈرز',
        'ٹائپنگ کی مہارت اور کی بورڈ شارٹ کٹس',
        'MS Word: دستاویزات اور خطوط',
        'MS Word: ٹیبلز، تصاویر اور پرنٹنگ',
        'MS Excel: ڈیٹا انٹری اور فارمیٹنگ',
        'MS Excel: فارمولے اور چارٹس',
        'MS PowerPoint پریزنٹیشنز',
        'انٹرنیٹ براؤزنگ اور ای میل',
        'آن لائن تحفظ اور آخری عملی ٹیسٹ',
      ],
    },
    'react-js': {
      title: 'سرگودھا میں React JS کورس',
      metaDescription:
        'سرگودھا میں React JS سیکھیں: 4 ماہ کے کورس میں کمپوننٹس، hooks، روٹنگ، API ڈیٹا اور ٹیسٹنگ — حقیقی پروجیکٹس اور ماہر انسٹرکٹرز کے ساتھ۔',
      intro:
        'چار ماہ میں React کے ساتھ تیز اور جدید یوزر انٹرفیس بنانا سیکھیں: کمپوننٹس، hooks، روٹنگ، ڈیٹا فیچنگ اور ٹیسٹنگ۔',
      highlights: {
        '1': {
          title: 'جدید React',
          text: 'فنکشن کمپوننٹس، hooks اور وہ پیٹرنز جو آج انڈسٹری میں استعمال ہوتے ہیں۔',
        },
        '2': {
          title: 'حقیقی پروجیکٹس',
          text: 'ایک ڈیش بورڈ، ایک اسٹور فرنٹ اور لائیو API پر چلنے والی ایک ایپ بنائیں۔',
        },
        '3': {
          title: 'بہترین طریقۂ کار',
          text: 'پہلے ہفتے سے ٹیسٹنگ، رسائی اور کارکردگی پر توجہ۔',
        },
        '4': {
          title: 'نوکری کے لیے تیار',
          text: 'انٹرویو کی تیاری اور ایسا پورٹ فولیو جو آپ کی مہارت دکھائے۔',
        },
      },
      syllabus: [
        'React کے لیے جدید JavaScript',
        'JSX اور کمپوننٹس',
        'Props اور state',
        'Hooks: useState، useEffect اور دیگر',
        'فارمز اور یوزر اِن پٹ',
        'React Router اور کئی صفحات والی ایپس',
        'APIs سے ڈیٹا حاصل کرنا',
        'Context اور گلوبل اسٹیٹ',
        'React کمپوننٹس کی ٹیسٹنگ',
        'پرفارمنس، ڈیپلائمنٹ اور فائنل پروجیکٹ',
      ],
    },
    'react-native': {
      title: 'سرگودھا میں React Native کورس',
      metaDescription:
        'سرگودھا میں React Native سیکھیں: 4 ماہ کے عملی کورس میں ایک JavaScript کوڈ بیس سے Android اور iOS ایپس بنائیں اور شائع کریں۔',
      intro:
        'چار ماہ کے عملی React Native کورس میں ایک JavaScript کوڈ بیس سے نیٹو Android اور iOS ایپس بنائیں اور شائع کریں۔',
      highlights: {
        '1': {
          title: 'کراس پلیٹ فارم ایپس',
          text: 'ایک بار لکھیں اور Android اور iOS دونوں پر جاری کریں۔',
        },
        '2': {
          title: 'عملی کوڈنگ',
          text: 'ہر کلاس عملی ہے: آپ ساتھ ساتھ کوڈ لکھتے اور حقیقی اسکرینیں بناتے ہیں۔',
        },
        '3': {
          title: 'APIs اور اسٹوریج',
          text: 'اپنی ایپس کو حقیقی بیک اینڈ سے جوڑیں اور ڈیٹا آف لائن محفوظ رکھیں۔',
        },
        '4': {
          title: 'سرٹیفکیٹ',
          text: 'آپ کے پورٹ فولیو کے لیے سرٹیفکیٹ اور شائع شدہ ایپس۔',
        },
      },
      syllabus: [
        'React Native اور Expo کا سیٹ اپ',
        'بنیادی کمپوننٹس اور اسٹائلنگ',
        'موبائل کے لیے Flexbox لے آؤٹس',
        'نیویگیشن: اسٹیکس اور ٹیبز',
        'Hooks اور اسٹیٹ مینجمنٹ',
        'فارمز اور یوزر اِن پٹ',
        'نیٹ ورکنگ اور REST APIs',
        'Async storage اور آف لائن ڈیٹا',
        'ڈیوائس فیچرز اور اجازتیں',
        'اپنی ایپ بنانا اور شائع کرنا',
      ],
    },
    laravel: {
      title: 'سرگودھا میں Laravel کورس',
      metaDescription:
        'سرگودھا میں Laravel سیکھیں: 5 ماہ کے کورس میں جدید PHP، Eloquent، تصدیق، REST APIs اور ڈیپلائمنٹ، جنہیں پیشہ ور Laravel ڈویلپرز پڑھاتے ہیں۔',
      intro:
        'پانچ ماہ کے کورس میں PHP اور Laravel کے ساتھ محفوظ، قابلِ توسیع ویب ایپلیکیشنز اور APIs بنائیں؛ یہ کورس پیشہ ور Laravel ڈویلپرز پڑھاتے ہیں۔',
      highlights: {
        '1': {
          title: 'بیک اینڈ میں مہارت',
          text: 'ڈیٹا بیس، کیوز، میل اور APIs: ایک حقیقی ویب ایپ کے پیچھے کی ہر چیز۔',
        },
        '2': {
          title: 'شروع سے محفوظ',
          text: 'تصدیق، اختیارات اور ویلیڈیشن — Laravel کے طریقے سے۔',
        },
        '3': {
          title: 'مکمل پروجیکٹس',
          text: 'ڈیٹا بیس ڈیزائن سے ڈیپلائمنٹ تک ایک مکمل ایپلیکیشن بنائیں۔',
        },
        '4': {
          title: 'انڈسٹری کے رہنما',
          text: 'اس ٹیم سے سیکھیں جو کلائنٹس کے لیے Laravel ایپلیکیشنز بناتی ہے۔',
        },
      },
      syllabus: [
        'جدید PHP اور Composer',
        'Laravel کی انسٹالیشن اور ڈھانچہ',
        'روٹنگ اور کنٹرولرز',
        'Blade ٹیمپلیٹس اور لے آؤٹس',
        'ڈیٹا بیس، مائیگریشنز اور Eloquent',
        'فارمز، ویلیڈیشن اور فائل اپ لوڈ',
        'یوزر کی تصدیق اور اختیارات',
        'Laravel Sanctum کے ساتھ REST APIs',
        'کیوز، میل اور شیڈولڈ ٹاسکس',
        'ٹیسٹنگ، ڈیپلائمنٹ اور فائنل پروجیکٹ',
      ],
    },
  },
};

export default ur;
