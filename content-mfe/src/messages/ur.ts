// content-mfe's words in Urdu (ur-PK): one part per part of the English
// catalogue (en/*.ts), under its section name. Latin runs that sit inside an
// Urdu sentence as plain text (e-mail addresses, counts with a slash) are isolated with
// U+2066…U+2069 (LRI…PDI), so the Bidi algorithm does not reorder them.
import { plural, type Translation } from '@site/i18n';
import type { enCommon } from './en/common';
import type { enFaq } from './en/faq';
import type { enEvents } from './en/events';
import type { enCommunity } from './en/community';
import type { enNews } from './en/news';
import type { enBlog } from './en/blog';
import type { enArticle } from './en/article';

/** The translation of every part of the English catalogue, under its section name. */
export type Urdu = {
  common: Translation<typeof enCommon>;
  faq: Translation<typeof enFaq>;
  events: Translation<typeof enEvents>;
  community: Translation<typeof enCommunity>;
  news: Translation<typeof enNews>;
  blog: Translation<typeof enBlog>;
  article: Translation<typeof enArticle>;
};

const ltr = (text: string | number) => `\u2066${text}\u2069`;

const ur: Urdu = {
  common: {
    readMore: 'مزید پڑھیں',
    inEnglish: '(انگریزی میں)',
    home: 'ہوم',
    authors: {
      'Ahmed Raza': 'احمد رضا',
      'Sara Khan': 'سارہ خان',
      'Usman Ali': 'عثمان علی',
      'Ayesha Malik': 'عائشہ ملک',
      'CodeNest Team': 'CodeNest ٹیم',
      'Admissions Office': 'داخلہ دفتر',
    },
  },
  faq: {
    description:
      'ہمارے کورسز، کلاسوں کے اوقات، فیس، فیس کی واپسی اور ڈویلپمنٹ سروسز کے بارے میں عام سوالات کے جوابات۔',
    eyebrow: 'مدد مرکز',
    title: 'اکثر پوچھے جانے والے سوالات',
    items: {
      courses: {
        question: 'آپ کون کون سے کورسز کرواتے ہیں؟',
        answer:
          'ہم 11 کورسز کرواتے ہیں: ویب ڈویلپمنٹ، موبائل ایپلیکیشن ڈویلپمنٹ، Shopify ایپس ڈویلپمنٹ، Shopify اسٹور کی تیاری اور ترامیم، React JS، Laravel، React Native، MERN Stack، بنیادی کمپیوٹر کورس، ڈیجیٹل مارکیٹنگ اور کرپٹو۔',
      },
      experience: {
        question: 'کیا داخلے کے لیے پہلے سے کوئی تجربہ ضروری ہے؟',
        answer:
          'نہیں۔ ویب ڈویلپمنٹ اور بنیادی کمپیوٹر کورس جیسے ابتدائی کورسز بالکل صفر سے شروع ہوتے ہیں۔ React JS یا Laravel جیسے درمیانی سطح کے کورسز کے لیے پروگرامنگ کی بنیادی سمجھ بوجھ ضروری ہے؛ درست آغاز کے لیے ہم خوشی سے آپ کی رہنمائی کریں گے۔',
      },
      timings: {
        question: 'کلاسوں کے اوقات کیا ہیں؟',
        answer:
          'ہمارے ہاں صبح، شام اور ویک اینڈ بیچز ہوتے ہیں، تاکہ آپ اسکول، یونیورسٹی یا ملازمت کے ساتھ ساتھ سیکھ سکیں۔ بیچ کا انتخاب آپ داخلے کے وقت کرتے ہیں۔',
      },
      sessions: {
        question: 'ہر کلاس کتنی دیر کی ہوتی ہے، اور ہفتے میں کتنی بار ہوتی ہے؟',
        answer:
          'کلاسیں ہفتے میں 3 سے 4 بار، 2 سے 3 گھنٹے کے سیشنز میں ہوتی ہیں؛ ہر سیشن میں عملی کام ہوتا ہے اور کلاسوں کے درمیان پروجیکٹس دیے جاتے ہیں۔',
      },
      refund: {
        question: 'فیس کی واپسی کی پالیسی کیا ہے؟',
        answer:
          'ہر کورس کے ساتھ 7 دن میں فیس کی واپسی کی ضمانت دی جاتی ہے۔ اگر کورس آپ کے لیے مناسب نہ ہو تو پہلی کلاس کے 7 دن کے اندر ہمیں بتائیں، ہم آپ کی پوری فیس واپس کر دیں گے۔',
      },
      certificate: {
        question: 'کیا مجھے سرٹیفکیٹ ملے گا؟',
        answer: (companyName) =>
          `جی ہاں۔ جو طلبہ کورس اور اس کا فائنل پروجیکٹ مکمل کرتے ہیں انہیں ${companyName} کا سرٹیفکیٹ دیا جاتا ہے جس میں سیکھی گئی مہارتوں کی فہرست درج ہوتی ہے۔`,
      },
      jobs: {
        question: 'کیا آپ طلبہ کو نوکری یا انٹرن شپ تلاش کرنے میں مدد دیتے ہیں؟',
        answer:
          'جی ہاں۔ ہم آپ کی CV اور پورٹ فولیو کا جائزہ لیتے ہیں، انٹرویوز کی تیاری کرواتے ہیں، اور بہترین طلبہ کو ہماری اپنی ڈویلپمنٹ ٹیم کے ساتھ انٹرن شپ کی پیشکش کی جاتی ہے۔',
      },
      installments: {
        question: 'کیا کورس کی فیس قسطوں میں ادا کی جا سکتی ہے؟',
        answer:
          'جی ہاں، فیس ماہانہ قسطوں میں ادا کی جا سکتی ہے۔ اپنے کورس کی موجودہ فیس اور اپنے لیے موزوں قسطوں کے پلان کے لیے ہم سے رابطہ کریں۔',
      },
      location: {
        question: 'کلاسیں کہاں ہوتی ہیں؟',
        answer:
          'کلاسیں سرگودھا میں ہماری ٹریننگ لیب میں بالمشافہ ہوتی ہیں، جہاں ہر طالب علم کے لیے ایک ورک اسٹیشن موجود ہے جس پر وہی ٹولز ہیں جو پیشہ ور ٹیمیں استعمال کرتی ہیں۔',
      },
      business: {
        question: 'کیا آپ کاروباری اداروں کے لیے ویب سائٹس اور ایپس بھی بناتے ہیں؟',
        answer:
          'جی ہاں۔ انسٹی ٹیوٹ کے ساتھ ساتھ ہماری ڈویلپمنٹ ٹیم کلائنٹس کے لیے ویب سائٹس، ویب ایپلیکیشنز، موبائل ایپس اور Shopify اسٹورز بناتی ہے۔ ہوم پیج سے اپنے پروجیکٹ کی تفصیلات بھیجیں، ہم 24 گھنٹوں کے اندر جواب دیتے ہیں۔',
      },
    },
    help: {
      title: 'اب بھی کوئی سوال ہے؟',
      textBefore: 'ہماری سپورٹ ٹیم آپ کی مدد کے لیے حاضر ہے۔ لائیو چیٹ',
      hours: 'صبح 9 بجے سے شام 6 بجے تک',
      textAfter: ' دستیاب ہے، اور آپ کسی بھی وقت ہمیں ای میل کر سکتے ہیں۔',
      contact: 'سپورٹ سے رابطہ کریں',
      supportSubject: 'عمومی سوالات کے صفحے سے مدد کی درخواست',
      call: 'یا ہمیں کال کریں:',
    },
  },
  events: {
    // The city by its Urdu name (the English catalogue's argument is the English one).
    description: (_city) =>
      `سرگودھا میں ورکشاپس، میٹ اپس اور بوٹ کیمپس: نئی مہارتیں سیکھیں اور دوسرے ڈویلپرز سے ملیں۔`,
    eyebrow: 'مل کر سیکھیں',
    title: 'آنے والے ایونٹس',
    note: (email) =>
      `رجسٹر کرنے پر ${ltr(email)} کے نام ایک ای میل کھلتی ہے؛ ہماری ٹیم جواب دے کر آپ کی سیٹ کی تصدیق کرتی ہے۔`,
    upcoming: 'آنے والا',
    completed: 'مکمل ہو چکا',
    details: 'ایونٹ کی تفصیلات',
    attendees: (attendees, max) => `${ltr(`${attendees}/${max}`)} شرکاء`,
    ended: 'ایونٹ ختم ہو چکا ہے',
    noSeats: 'کوئی سیٹ باقی نہیں',
    seatsLeft: (left) => plural('ur', left, { one: `${left} سیٹ باقی ہے`, other: `${left} سیٹیں باقی ہیں` }),
    register: 'ابھی رجسٹر کریں',
    full: 'تمام سیٹیں بُک ہو چکی ہیں',
    whatsApp: {
      label: 'WhatsApp پر رجسٹر کریں',
      message: (companyName, event, date) =>
        `السلام علیکم ${companyName}! براہِ کرم ${date} کو ہونے والے ${event} کے لیے میری رجسٹریشن کر دیں۔`,
    },
    mail: {
      subject: (title, date) => `ایونٹ رجسٹریشن: ${title} (${date})`,
      greeting: (companyName) => `السلام علیکم ${companyName}،`,
      request: (title, date, time) =>
        `براہِ کرم ${date}، ${time} کو ہونے والے ”${title}“ کے لیے میری رجسٹریشن کر دیں۔`,
      fullName: 'پورا نام:',
      phone: 'فون:',
    },
    items: {
      'laravel-workshop': {
        title: 'Laravel 11 عملی ورکشاپ',
        description:
          'ایک دن میں مکمل Laravel ایپلیکیشن بنائیں اور لائیو کریں: روٹنگ، Eloquent، ویلیڈیشن اور تصدیق، ہمارے سینئر ڈویلپرز کی رہنمائی میں۔',
        location: 'CodeNest ٹریننگ لیب، یونیورسٹی روڈ، سرگودھا',
        imageAlt: 'ایک دوسرے پر رکھے تین بلاکس کی تصویر',
      },
      'react-meetup': {
        title: 'React اور JavaScript ڈویلپرز میٹ اپ',
        description:
          'React 19 پر مختصر گفتگوئیں، لائیو کوڈ ریویو، اور علاقے کے ڈویلپرز، طلبہ اور بھرتی کرنے والی ٹیموں کے ساتھ میل جول کی ایک شام۔',
        location: 'CodeNest آفس، سرگودھا',
        imageAlt: 'ساتھ کھڑے تین افراد کی تصویر',
      },
      'shopify-bootcamp': {
        title: 'Shopify ایپ ڈویلپمنٹ بوٹ کیمپ',
        description:
          'Remix اور Admin API کے ساتھ Shopify ایپس بنانے پر دو بھرپور دن، ابتدائی ڈھانچے سے لے کر ٹیسٹ اسٹور پر انسٹال شدہ کارآمد ایپ تک۔',
        location: 'CodeNest ٹریننگ لیب، یونیورسٹی روڈ، سرگودھا',
        imageAlt: 'دو پارسلوں والی شاپنگ ٹرالی کی تصویر',
      },
      'career-seminar': {
        title: 'ویب ڈویلپمنٹ کیریئر سیمینار',
        description:
          'بطور ڈویلپر پہلی نوکری کیسے حاصل کریں: پورٹ فولیو، انٹرویوز اور فری لانسنگ، ہمارے ان گریجویٹس کی گفتگو کے ساتھ جو اب انڈسٹری میں کام کر رہے ہیں۔',
        location: 'یونیورسٹی آف سرگودھا، مرکزی آڈیٹوریم',
        imageAlt: 'گریجویشن کیپ کی تصویر',
      },
    },
  },
  community: {
    description:
      'ہماری Laravel، React، موبائل اور Shopify کمیونٹیز میں ہزاروں ڈویلپرز کے ساتھ شامل ہوں: میٹ اپس، رہنمائی اور کوڈ کرنے والے دوست۔',
    eyebrow: 'مل کر سیکھیں',
    title: 'ہماری کمیونٹیز میں شامل ہوں',
    listTitle: 'ہماری کمیونٹیز',
    listEyebrow: 'اپنے ہم خیال لوگ تلاش کریں',
    benefitsTitle: 'ہماری کمیونٹیز میں کیوں شامل ہوں؟',
    members: (members) => `${ltr(members)} اراکین`,
    focus: 'توجہ کے شعبے',
    join: 'کمیونٹی میں شامل ہوں',
    mail: {
      subject: (community) => `شمولیت کی درخواست: ${community}`,
      greeting: (companyName) => `السلام علیکم ${companyName}،`,
      request: (community) => `براہِ کرم مجھے ${community} کمیونٹی میں شامل کر لیں۔`,
      fullName: 'پورا نام:',
      phone: 'فون (گروپ کی دعوت کے لیے):',
    },
    cta: {
      title: 'ہمارے ساتھ آگے بڑھنے کے لیے تیار ہیں؟',
      description:
        'سرگودھا میں سینکڑوں ڈویلپرز کے ساتھ سیکھیں: کوئی کورس شروع کریں، یا ہمارے اگلے ایونٹ میں کمیونٹی سے ملیں۔',
      start: 'آج ہی سیکھنا شروع کریں',
      events: 'آنے والے ایونٹس دیکھیں',
    },
    items: {
      laravel: {
        title: 'Laravel ڈویلپرز سرگودھا',
        description:
          'PHP اور Laravel ڈویلپرز، نئے سیکھنے والوں سے لے کر ٹیم لیڈز تک، جو پیکجز، کوڈ ریویوز اور ڈیپلائمنٹ کے مشورے آپس میں بانٹتے ہیں۔',
        features: [
          'ماہانہ Laravel میٹ اپس',
          'کوڈ ریویو سیشنز',
          'پیکجز اور ٹولز کی نمائش',
          'PHP ملازمتوں کے لیے جاب بورڈ',
        ],
      },
      react: {
        title: 'React اور JavaScript کمیونٹی',
        description:
          'جدید JavaScript کی ہر چیز: React، Next.js، TypeScript اور ان سے جڑے ٹولز، ہفتہ وار مباحثوں اور اسٹڈی گروپس کے ساتھ۔',
        features: ['ہفتہ وار اسٹڈی گروپس', 'اوپن سورس میں حصہ', 'لائیو کوڈنگ سیشنز', 'انٹرویو کی تیاری'],
      },
      mobile: {
        title: 'موبائل ایپ ڈویلپرز',
        description:
          'React Native سے iOS اور Android ایپس بنانے والے، جو کارکردگی، ڈیزائن اور اسٹورز پر اشاعت کے تجربات بانٹتے ہیں۔',
        features: [
          'React Native ورکشاپس',
          'ایپ اسٹور پر اشاعت میں مدد',
          'UI اور UX پر آراء کے سیشنز',
          'ڈیمو ڈیز',
        ],
      },
      shopify: {
        title: 'Shopify اور ای کامرس بلڈرز',
        description:
          'اسٹور مالکان، تھیم ڈویلپرز اور ایپ بلڈرز جو Shopify اور جدید ای کامرس ٹولز کے ذریعے آن لائن کاروبار بڑھا رہے ہیں۔',
        features: [
          'اسٹورز کے تفصیلی تجزیے کے سیشنز',
          'Shopify ایپ ڈویلپمنٹ',
          'مارکیٹنگ اور SEO کے مشورے',
          'فری لانس مواقع',
        ],
      },
    },
    benefits: {
      networking: {
        title: 'نیٹ ورکنگ',
        description: 'سرگودھا اور پورے پاکستان سے ڈویلپرز، رہنماؤں اور آجروں سے ملیں۔',
      },
      resources: {
        title: 'سیکھنے کے وسائل',
        description: 'اراکین کی شیئر کی گئی منتخب گائیڈز، ریکارڈ شدہ گفتگوئیں اور کوڈ کے نمونے۔',
      },
      mentorship: {
        title: 'رہنمائی',
        description: 'ہماری ٹیم کے تجربہ کار ڈویلپرز کی رہنمائی سے مشکلات جلد حل کریں۔',
      },
      events: {
        title: 'ایونٹس اور ورکشاپس',
        description: 'سارا سال مفت میٹ اپس، عملی ورکشاپس اور ہیکاتھونز۔',
      },
    },
  },
  news: {
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
  },
  blog: {
    description: (_city) =>
      `ویب ڈویلپمنٹ، Laravel اور React پر مضامین، عملی ٹیوٹوریلز اور سرگودھا میں ہماری ٹیم کی خبریں۔`,
    title: 'بلاگ',
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
  },
  article: {
    blog: 'بلاگ',
    back: 'بلاگ پر واپس جائیں',
    details: 'مضمون کی تفصیلات',
  },
};

export default ur;
