// marketing-mfe's words in Urdu (/ur pages): the English catalogue's shape, loaded only on Urdu
// pages (exposed as ./messages-ur). Product, technology and project names stay in Latin script.
import { formatNumber, plural, type Translation } from '@site/i18n';
import { siteSettings } from '@site/site';
import type { enConsultancy } from './en/consultancy';
import type { enHero } from './en/hero';
import type { enHome } from './en/home';
import type { enPackages } from './en/packages';
import type { enPlans } from './en/plans';
import type { enPortfolio } from './en/portfolio';
import type { enPricing } from './en/pricing';
import type { enServices } from './en/services';
import type { enSiteMap } from './en/site-map';
import type { enTeam } from './en/team';
import type { enTestimonials } from './en/testimonials';
import type { enWhatsApp } from './en/whats-app';

const { companyName } = siteSettings;
/** A count as Urdu writes it (ur-PK: Latin digits). */
const n = (value: number) => formatNumber('ur', value);

/**
 * The English catalogue is in parts (./en/*.ts, one per page or section, each read by its own hook
 * under its part's name); the Urdu one is this single module, every part under its name.
 */
export interface UrduMessages {
  home: Translation<typeof enHome>;
  hero: Translation<typeof enHero>;
  services: Translation<typeof enServices>;
  portfolio: Translation<typeof enPortfolio>;
  team: Translation<typeof enTeam>;
  testimonials: Translation<typeof enTestimonials>;
  consultancy: Translation<typeof enConsultancy>;
  siteMap: Translation<typeof enSiteMap>;
  plans: Translation<typeof enPlans>;
  pricing: Translation<typeof enPricing>;
  packages: Translation<typeof enPackages>;
  whatsApp: Translation<typeof enWhatsApp>;
}

const ur: UrduMessages = {
  home: {
    description: `${companyName} ویب سائٹس، ویب ایپس اور موبائل ایپس Laravel، React، React Native اور Shopify میں تیار کرتی ہے، اور سرگودھا میں عملی آئی ٹی کورسز کرواتی ہے۔`,
    coursesLabel: 'کورسز کا حصہ',
  },
  hero: {
    eyebrow: 'سرگودھا میں سافٹ ویئر ہاؤس اور آئی ٹی ٹریننگ انسٹی ٹیوٹ',
    titleBefore: 'ہم ایسی ',
    titleEmphasis: 'ڈیجیٹل پروڈکٹس',
    titleAfter: ' بناتے ہیں جو آپ کے کاروبار کو ترقی دیں',
    lead: 'Laravel، React، React Native، Remix، MERN اور Shopify میں ویب سائٹس، ویب ایپس اور موبائل ایپس — ایک ایسی ٹیم کے ہاتھوں جو ڈویلپرز کی نئی نسل کو تربیت بھی دیتی ہے۔',
    startProject: 'اپنا پروجیکٹ شروع کریں',
    viewWork: 'ہمارا کام دیکھیں',
    facts: ['ویب اور موبائل ایپس', 'عملی آئی ٹی کورسز', 'لانچ کے بعد سپورٹ'],
  },
  services: {
    eyebrow: 'ہم کیا کرتے ہیں',
    title: 'ہماری خدمات',
    description:
      'پہلی ویب سائٹ سے لے کر پیچیدہ پلیٹ فارمز تک: ہم ایسا سافٹ ویئر ڈیزائن کرتے، بناتے اور سنبھالتے ہیں جو آپ کے کاروبار کو آگے بڑھائے۔',
    technologies: 'ٹیکنالوجیز',
    learnMore: 'مزید جانیں',
    getService: 'یہ سروس حاصل کریں',
    keyFeatures: 'اہم خصوصیات',
    keyFeaturesLabel: 'اہم خصوصیات',
    benefits: 'فوائد',
    benefitsLabel: 'فوائد',
    defaultFeatures: [
      'ضروریات کا تجزیہ اور پروجیکٹ کی منصوبہ بندی',
      'آپ کے برانڈ کے مطابق حسبِ ضرورت ڈیزائن',
      'صاف، دستاویزی اور ٹیسٹ شدہ کوڈ',
      'فون، ٹیبلٹ اور ڈیسک ٹاپ پر ریسپانسو',
      'ڈیپلائمنٹ اور لانچ میں معاونت',
      'لانچ کے بعد دیکھ بھال کے آپشنز',
    ],
    defaultBenefits: [
      'آپ کے پروجیکٹ کے لیے مختص تجربہ کار ڈویلپرز',
      'شفاف رابطہ اور ہفتہ وار اپ ڈیٹس',
      'واضح سنگِ میل کے ساتھ بروقت ڈیلیوری',
      'قابلِ توسیع حل جو آپ کے ساتھ بڑھیں',
      'طے شدہ کام کے لیے مناسب اور مقررہ قیمت',
      'لانچ کے بعد مفت سپورٹ',
    ],
    items: {
      laravel: {
        title: 'Laravel',
        description: 'Laravel PHP فریم ورک پر بنی محفوظ اور قابلِ توسیع ویب ایپلیکیشنز اور بیک اینڈ۔',
        technologies: ['PHP 8', 'Eloquent ORM', 'MySQL', 'Redis'],
        detailedDescription:
          'کسٹمر پورٹلز سے لے کر ERP سسٹمز تک، ہم Laravel ایپلیکیشنز صاف ستھرے آرکیٹیکچر، خودکار ٹیسٹس اور ڈیپلائمنٹ پائپ لائن کے ساتھ ڈیزائن کرتے ہیں، تاکہ آپ کا پلیٹ فارم برسوں تک آسانی سے بڑھایا جا سکے۔',
        features: [
          'حسبِ ضرورت ویب ایپلیکیشن ڈویلپمنٹ',
          'REST اور GraphQL API بیک اینڈ',
          'ایڈمن ڈیش بورڈز اور رول کی بنیاد پر رسائی',
          'پیمنٹ گیٹ وے اور تھرڈ پارٹی انٹیگریشنز',
          'کیو ورکرز، شیڈولنگ اور نوٹیفکیشنز',
          'پرانے PHP سسٹمز کی اپ گریڈ اور منتقلی',
        ],
        benefits: [
          'ایک پختہ فریم ورک کے ساتھ تیز ڈیلیوری',
          'عام حملوں کے خلاف بلٹ اِن سیکیورٹی',
          'آسانی سے سنبھالا جانے والا، اچھی طرح ٹیسٹ شدہ کوڈ',
          'MVP سے لے کر انٹرپرائز سطح کے ٹریفک تک توسیع',
          'مستقبل میں بھرتی کے لیے ماہرین کی بڑی تعداد دستیاب',
          'طویل مدت میں دیکھ بھال کا کم خرچ',
        ],
      },
      react: {
        title: 'React JS',
        description: 'React اور Next.js کے ساتھ تیز رفتار، انٹرایکٹو سنگل پیج ایپلیکیشنز اور ڈیش بورڈز۔',
        technologies: ['React', 'TypeScript', 'Next.js', 'Redux'],
        detailedDescription:
          'ہم React اور Next.js میں قابلِ رسائی اور ریسپانسو فرنٹ اینڈ بناتے ہیں: کمپوننٹ ڈیزائن سسٹم کے ساتھ، جہاں SEO کو فائدہ ہو وہاں سرور سائیڈ رینڈرنگ کے ساتھ، اور ایسے پرفارمنس بجٹ کے ساتھ جو صفحات کو تیز رکھیں۔',
        features: [
          'سنگل پیج ایپلیکیشنز اور ڈیش بورڈز',
          'SEO کے لیے Next.js سرور سائیڈ رینڈرنگ',
          'دوبارہ قابلِ استعمال کمپوننٹ لائبریریاں',
          'Redux یا Zustand کے ساتھ اسٹیٹ مینجمنٹ',
          'API انٹیگریشن اور ریئل ٹائم اپ ڈیٹس',
          'کارکردگی اور قابلِ رسائی ہونے کا آڈٹ',
        ],
        benefits: [
          'ایپ جیسا ہموار یوزر تجربہ',
          'صفحات کی تیز لوڈنگ اور بہتر SEO',
          'ہر اسکرین پر یکساں UI',
          'بعد میں نئے فیچرز شامل کرنا آسان',
          'ہر جدید براؤزر پر کام کرتا ہے',
          'React Native ایپس کے ساتھ مشترکہ کوڈ',
        ],
      },
      'react-native': {
        title: 'React Native',
        description:
          'ایک ہی کوڈ بیس سے iOS اور Android کے لیے کراس پلیٹ فارم ایپس، نیٹو انداز اور احساس کے ساتھ۔',
        technologies: ['Expo', 'TypeScript', 'Firebase', 'App Store اور Play'],
        detailedDescription:
          'ایک ٹیم، ایک کوڈ بیس، دو ایپ اسٹورز۔ ہم آف لائن سپورٹ، پش نوٹیفکیشنز اور ہموار اینیمیشنز والی React Native ایپس بناتے ہیں اور App Store اور Play Store کے ریویو کا مرحلہ بھی مکمل کرواتے ہیں۔',
        features: [
          'ایک کوڈ بیس سے iOS اور Android ایپس',
          'پش نوٹیفکیشنز اور ڈیپ لنکس',
          'آف لائن اسٹوریج اور ڈیٹا سنک',
          'کیمرا، نقشے اور ڈیوائس انٹیگریشنز',
          'اِن ایپ خریداری اور ادائیگیاں',
          'App Store اور Play Store پر اشاعت',
        ],
        benefits: [
          'دو الگ نیٹو ایپس کی لاگت میں آدھی تک بچت',
          'مارکیٹ تک جلد رسائی',
          'ایک ہی ٹیم دونوں پلیٹ فارمز سنبھالتی ہے',
          'فوری اصلاحات کے لیے اوور دی ایئر اپ ڈیٹس',
          'جہاں ضروری ہو وہاں نیٹو کارکردگی',
          'آپ کی ویب ایپ کے ساتھ مشترکہ لاجک',
        ],
      },
      remix: {
        title: 'Remix JS',
        description: 'Remix کے ساتھ فل اسٹیک ویب ایپس: سرور رینڈرنگ، نیسٹڈ روٹس اور قابلِ اعتماد فارمز۔',
        technologies: ['Remix', 'React', 'Prisma', 'PostgreSQL'],
        detailedDescription:
          'Remix ویب کے معیارات پر چلتا ہے: ایسے فارم جو JavaScript کے بغیر بھی کام کریں، سرور پر لوڈ ہونے والا ڈیٹا، اور ایسے صفحات جو سست نیٹ ورک پر بھی تیز رہیں۔ مواد سے بھرپور پروڈکٹس اور Shopify ایپس کے لیے بہترین۔',
        features: [],
        benefits: [],
      },
      mern: {
        title: 'MERN Stack',
        description: 'MongoDB، Express، React اور Node.js کے ساتھ شروع سے آخر تک JavaScript ایپلیکیشنز۔',
        technologies: ['MongoDB', 'Express', 'React', 'Node.js'],
        detailedDescription:
          'ڈیٹا بیس سے براؤزر تک ایک ہی زبان۔ ہم ریئل ٹائم فیچرز، محفوظ لاگ اِن اور کلاؤڈ ڈیپلائمنٹ والی MERN ایپلیکیشنز بناتے ہیں، جو تیزی سے آگے بڑھنے والے اسٹارٹ اپس کے لیے موزوں ہیں۔',
        features: [
          'فل اسٹیک JavaScript ایپلیکیشنز',
          'ریئل ٹائم چیٹ اور لائیو اپ ڈیٹس',
          'JWT اور OAuth کے ذریعے لاگ اِن',
          'MongoDB اسکیما ڈیزائن اور انڈیکسنگ',
          'کلاؤڈ ڈیپلائمنٹ اور مانیٹرنگ',
          'اسٹارٹ اپس کے لیے MVP',
        ],
        benefits: [
          'پورے اسٹیک میں ایک ہی زبان',
          'آئیڈیا سے لانچ تک تیز رفتار پیش رفت',
          'ترقی کے ساتھ لچک دار ڈیٹا ماڈل',
          'وسیع اوپن سورس ایکو سسٹم',
          'کم خرچ ہوسٹنگ',
          'اپنی اندرونی ٹیم کے حوالے کرنا آسان',
        ],
      },
      shopify: {
        title: 'Shopify',
        description: 'Shopify اسٹورز، حسبِ ضرورت تھیمز اور ایپس جو وزیٹرز کو گاہک بنائیں۔',
        technologies: ['Liquid', 'Shopify Plus', 'Polaris', 'GraphQL'],
        detailedDescription:
          'ہم Shopify اسٹورز سیٹ اپ کر کے انہیں آپ کی ضرورت کے مطابق ڈھالتے ہیں، Liquid میں حسبِ ضرورت تھیمز بناتے ہیں اور پبلک یا پرائیویٹ Shopify ایپس تیار کرتے ہیں، جن میں کنورژن ریٹ، رفتار اور اسٹور کے آسان انتظام پر خاص توجہ ہوتی ہے۔',
        features: [
          'اسٹور سیٹ اپ اور کنفیگریشن',
          'حسبِ ضرورت تھیم ڈیزائن اور ڈویلپمنٹ',
          'پبلک اور پرائیویٹ Shopify ایپس',
          'پروڈکٹس کی امپورٹ اور منتقلی',
          'ادائیگی اور شپنگ انٹیگریشنز',
          'کنورژن اور رفتار کی بہتری',
        ],
        benefits: [
          'چند ہفتوں میں آن لائن فروخت شروع کریں',
          'زیادہ کنورژن ریٹ',
          'Shopify کی محفوظ اور قابلِ اعتماد ہوسٹنگ',
          'روزمرہ اسٹور کا آسان انتظام',
          'سینکڑوں انٹیگریشنز دستیاب',
          'آپ کی سیلز کے ساتھ بڑھتا ہے',
        ],
      },
      cloud: {
        title: 'کلاؤڈ سلوشنز',
        description: 'AWS، Azure اور DigitalOcean پر کلاؤڈ آرکیٹیکچر، منتقلی اور ہوسٹنگ۔',
        technologies: ['AWS', 'Azure', 'DigitalOcean', 'Terraform'],
        detailedDescription:
          'ہم آپ کے بجٹ کے مطابق کلاؤڈ انفراسٹرکچر کی منصوبہ بندی اور انتظام کرتے ہیں: شیئرڈ ہوسٹنگ سے منتقلی، مینیجڈ ڈیٹا بیس، بیک اپ، مانیٹرنگ اور اخراجات کا جائزہ۔',
        features: [],
        benefits: [],
      },
      'ui-ux': {
        title: 'UI/UX ڈیزائن',
        description: 'یوزر ریسرچ، وائر فریمز اور نفیس انٹرفیس جنہیں استعمال کرنا لوگوں کو اچھا لگے۔',
        technologies: ['Figma', 'پروٹو ٹائپنگ', 'ڈیزائن سسٹمز', 'یوزر ٹیسٹنگ'],
        detailedDescription:
          'اچھا سافٹ ویئر واضح ڈیزائن سے شروع ہوتا ہے۔ ہم آپ کے صارفین پر تحقیق کرتے ہیں، ان کے سفر کا نقشہ بناتے ہیں، اور انٹرایکٹو پروٹو ٹائپس کے ساتھ ایسا ڈیزائن سسٹم دیتے ہیں جس پر آپ کے ڈویلپرز کام کر سکیں۔',
        features: [],
        benefits: [],
      },
      api: {
        title: 'API ڈویلپمنٹ',
        description: 'اچھی دستاویزات والی REST اور GraphQL APIs جو آپ کی ایپس اور پارٹنرز کو آپس میں جوڑیں۔',
        technologies: ['REST', 'GraphQL', 'OpenAPI', 'OAuth 2.0'],
        detailedDescription:
          'ہم APIs کو پہلے کنٹریکٹ طے کر کے ڈیزائن کرتے ہیں — ورژننگ، تصدیق، ریٹ لمٹنگ اور دستاویزات کے ساتھ — تاکہ آپ کی موبائل ایپس، ویب ایپس اور پارٹنرز ان پر بھروسا کر سکیں۔',
        features: [],
        benefits: [],
      },
      devops: {
        title: 'DevOps اور آٹومیشن',
        description:
          'قابلِ اعتماد اور بار بار دہرائی جا سکنے والی ریلیزز کے لیے CI/CD پائپ لائنز، کنٹینرز اور مانیٹرنگ۔',
        technologies: ['Docker', 'GitHub Actions', 'Kubernetes', 'Linux'],
        detailedDescription:
          'کم خطرے کے ساتھ زیادہ بار ریلیز کریں۔ ہم بلڈز، ٹیسٹس اور ڈیپلائمنٹس کو خودکار بناتے ہیں، آپ کی ایپلیکیشنز کو کنٹینرز میں ڈھالتے ہیں اور مانیٹرنگ اور الرٹس قائم کرتے ہیں۔',
        features: [],
        benefits: [],
      },
    },
  },
  portfolio: {
    eyebrow: 'ہمارا کام',
    title: 'ہمارا پورٹ فولیو',
    description:
      'پاکستان اور بیرونِ ملک کلائنٹس کے لیے ہماری ڈیزائن کردہ، تیار کردہ اور لانچ کی گئی پروڈکٹس میں سے چند۔',
    filterLabel: 'ٹیکنالوجی کے لحاظ سے پروجیکٹس فلٹر کریں',
    filters: {
      All: 'سب',
      Laravel: 'Laravel',
      React: 'React',
      'React Native': 'React Native',
      Remix: 'Remix',
      MERN: 'MERN',
      Shopify: 'Shopify',
    },
    showingAll: (count: number) =>
      plural('ur', count, {
        one: `${n(count)} پروجیکٹ دکھایا جا رہا ہے`,
        other: `تمام ${n(count)} پروجیکٹس دکھائے جا رہے ہیں`,
      }),
    showing: (filter: string, count: number) =>
      `${filter}: ${plural('ur', count, {
        one: `${n(count)} پروجیکٹ دکھایا جا رہا ہے`,
        other: `${n(count)} پروجیکٹس دکھائے جا رہے ہیں`,
      })}`,
    category: 'زمرہ: ',
    technologies: 'ٹیکنالوجیز',
    liveSite: 'لائیو سائٹ',
    sourceCode: 'سورس کوڈ',
    liveSiteName: (title: string) => `${title} کی لائیو سائٹ (نئی ٹیب میں کھلتی ہے)`,
    sourceCodeName: (title: string) => `${title} کا سورس کوڈ (نئی ٹیب میں کھلتا ہے)`,
    items: {
      edumanage: {
        description:
          'اسکولوں کے ایک نیٹ ورک کے لیے داخلے، حاضری، فیس وصولی اور نتائج کا نظام، والدین اور اساتذہ کے پورٹلز کے ساتھ۔',
        imageAlt: 'EduManage کا ڈیش بورڈ، جس میں فیس کے اعداد و شمار اور حاضری کا چارٹ ہے',
      },
      careclinic: {
        description:
          'کئی ڈاکٹروں والے کلینک کے لیے آن لائن اپائنٹمنٹس، ای نسخے اور SMS یاد دہانیاں، جنہوں نے کاغذی رجسٹروں کی جگہ لے لی۔',
        imageAlt: 'CareClinic کا ایڈمن ڈیش بورڈ، جس میں اپائنٹمنٹس کی تعداد اور رجحان کی لکیر ہے',
      },
      propertyhub: {
        description:
          'پراپرٹی تلاش کرنے کی ویب سائٹ: نقشے پر منظر، محفوظ کردہ تلاشیں اور ایجنٹ ڈیش بورڈز، جو SEO کے لیے سرور پر رینڈر ہوتی ہے۔',
        imageAlt: 'PropertyHub کا سرچ صفحہ، جس میں سرچ بار اور تین پراپرٹی کارڈز ہیں',
      },
      insightboard: {
        description:
          'ایک ریٹیل ڈسٹری بیوٹر کے لیے سیلز اینالیٹکس ڈیش بورڈ: لائیو چارٹس، حسبِ ضرورت رپورٹس اور CSV ایکسپورٹ۔',
        imageAlt: 'InsightBoard کی اینالیٹکس اسکرین، جس میں بار چارٹ اور ڈونٹ چارٹ ہے',
      },
      fooddash: {
        description:
          'iOS اور Android کے لیے کھانا آرڈر کرنے کی ایپ: رائیڈر کی لائیو ٹریکنگ، والٹ سے ادائیگی اور ریسٹورنٹس کے مینو۔',
        imageAlt: 'FoodDash ایپ کی دو موبائل اسکرینیں، جن پر ریسٹورنٹس کی فہرستیں ہیں',
      },
      wanderlust: {
        description:
          'مواد سے بھرپور تیز رفتار سفری میگزین: نیسٹڈ روٹس، تصویری گیلریاں اور نیوز لیٹر سائن اپ۔',
        imageAlt: 'Wanderlust کا ہوم پیج، جس میں پہاڑ کا بینر اور دو مضامین کے کارڈز ہیں',
      },
      teamtalk: {
        description:
          '200 افراد پر مشتمل کمپنی کے لیے ریئل ٹائم ٹیم چیٹ: چینلز، فائل شیئرنگ اور پیغام پڑھے جانے کی اطلاع۔',
        imageAlt: 'TeamTalk کی چیٹ ونڈو، جس میں رابطوں کی فہرست اور ایک گفتگو ہے',
      },
      hirehub: {
        description:
          'ملازمتوں کا پورٹل: آجروں کے اکاؤنٹس، امیدواروں کی ٹریکنگ اور نئی آسامیوں کے لیے ای میل الرٹس۔',
        imageAlt: 'HireHub کا ملازمت تلاش کرنے کا صفحہ، جس میں سرچ بار اور تین جاب کارڈز ہیں',
      },
      'zaiqa-fashion': {
        description:
          'ایک کپڑوں کے برانڈ کے لیے Shopify اسٹور: حسبِ ضرورت تھیم، سائز گائیڈ اور کیش آن ڈیلیوری چیک آؤٹ۔',
        imageAlt: 'Zaiqa Fashion اسٹور کا سامنے کا صفحہ، جس میں سیل کا بینر اور چار پروڈکٹس ہیں',
      },
    },
  },
  team: {
    eyebrow: 'ہم کون ہیں',
    title: 'ہماری ٹیم سے ملیے',
    description: 'ڈویلپرز، ڈیزائنرز اور ٹرینرز جنہیں آپ کے پروجیکٹ کی اتنی ہی فکر ہے جتنی آپ کو۔',
    portrait: (name: string) => `${name} کی تصویر`,
    socialLabel: (name: string) => `سوشل میڈیا پر ${name}`,
    socialLink: (name: string, network: string) => `${network} پر ${name} (نئی ٹیب میں کھلتا ہے)`,
    members: {
      'ahmed-raza': {
        name: 'احمد رضا',
        role: 'بانی اور لیڈ ڈویلپر',
        bio: 'ویب پلیٹ فارمز بنانے کا بارہ سالہ تجربہ۔ احمد آرکیٹیکچر کی قیادت کرتے ہیں اور Laravel کورس پڑھاتے ہیں۔',
      },
      'ayesha-khan': {
        name: 'عائشہ خان',
        role: 'پروجیکٹ مینیجر',
        bio: 'ہفتہ وار ڈیمو اور واضح سنگِ میل کے ذریعے ہر پروجیکٹ کو وقت پر اور ہر کلائنٹ کو باخبر رکھتی ہیں۔',
      },
      'usman-ali': {
        name: 'عثمان علی',
        role: 'سینئر React ڈویلپر',
        bio: 'تیز رفتار React اور Next.js فرنٹ اینڈ بناتے ہیں اور React JS کورس میں طلبہ کی رہنمائی کرتے ہیں۔',
      },
      'fatima-noor': {
        name: 'فاطمہ نور',
        role: 'UI/UX ڈیزائنر',
        bio: 'یوزر ریسرچ سے لے کر مکمل ڈیزائن سسٹم تک، خیالات کو واضح اور آسان انٹرفیس میں ڈھالتی ہیں۔',
      },
      'hassan-tariq': {
        name: 'حسن طارق',
        role: 'موبائل ایپ ڈویلپر',
        bio: 'React Native ایپس دونوں ایپ اسٹورز تک پہنچاتے ہیں اور ⁦60 fps⁩ کی ہموار اینیمیشن کے شوقین ہیں۔',
      },
      'zainab-iqbal': {
        name: 'زینب اقبال',
        role: 'Shopify ماہر',
        bio: 'Shopify تھیمز اور ایپس بناتی ہیں اور مقامی برانڈز کو آن لائن فروخت شروع کرنے میں مدد دیتی ہیں۔',
      },
    },
  },
  testimonials: {
    eyebrow: 'آراء',
    title: 'ہمارے کلائنٹس کیا کہتے ہیں',
    description: 'وہ کاروبار اور طلبہ جنہوں نے اپنے پروجیکٹس اور کیریئر کے لیے ہم پر بھروسا کیا۔',
    carousel: 'کیروسل',
    carouselLabel: 'کلائنٹس کی آراء',
    slide: 'سلائیڈ',
    trackLabel: 'آراء، ایک وقت میں ایک',
    slideLabel: (index: number, count: number) => `${n(count)} میں سے ${n(index)}`,
    announcement: (index: number, count: number, name: string) =>
      `${n(count)} میں سے رائے نمبر ${n(index)}: ${name}`,
    previous: 'پچھلی رائے',
    next: 'اگلی رائے',
    choose: 'رائے منتخب کریں',
    show: (index: number) => `رائے نمبر ${n(index)} دکھائیں`,
    stopRotation: 'خودکار گردش روکیں',
    startRotation: 'خودکار گردش شروع کریں',
    rated: (rating: number, max: number) => `${max} میں سے ${rating} ریٹنگ`,
    translatedNote: 'انگریزی سے ترجمہ',
    items: {
      'bilal-ahmed': {
        role: 'سی ای او، پنجاب ٹریڈرز',
        content:
          'CodeNest نے ہمارا آرڈرنگ سسٹم آٹھ ہفتوں میں Laravel میں دوبارہ تیار کیا۔ جو آرڈر پہلے ایک دن لیتے تھے اب چند منٹوں میں ہو جاتے ہیں، اور لانچ کے بعد ان کی سپورٹ بہترین رہی ہے۔',
      },
      'sarah-johnson': {
        role: 'بانی، BloomBox (برطانیہ)',
        content:
          'مختلف ٹائم زونز میں کام کرنا کبھی مسئلہ نہیں بنا۔ ٹیم نے ہمارا React ڈیش بورڈ طے شدہ وقت پر فراہم کیا اور ہر فیصلے کی واضح وضاحت کی۔',
      },
      'kamran-malik': {
        role: 'ڈائریکٹر، ملک موٹرز',
        content:
          'ہماری React Native ایپ تین ماہ سے بھی کم عرصے میں دونوں اسٹورز پر لائیو ہو گئی۔ اب گاہک اپنے فون سے سروس بک کرتے ہیں، اور بکنگز دگنی ہو گئی ہیں۔',
      },
      'maria-garcia': {
        role: 'مارکیٹنگ لیڈ، Sol Studio',
        content:
          'ان کا بنایا ہوا Shopify اسٹور تیز بھی ہے اور خوبصورت بھی، اور پہلی سہ ماہی میں ہمارا کنورژن ریٹ چالیس فیصد بڑھ گیا۔',
      },
      'hina-shah': {
        role: 'ویب ڈویلپمنٹ کورس کی گریجویٹ',
        content:
          'میں نے بغیر کسی تجربے کے ویب ڈویلپمنٹ کورس میں داخلہ لیا۔ چھ ماہ بعد میرے پاس حقیقی پروجیکٹس کا پورٹ فولیو اور پہلی نوکری کی پیشکش تھی۔',
      },
    },
  },
  consultancy: {
    eyebrow: 'مفت مشاورت',
    title: 'مفت مشاورت بک کریں',
    description: (minutes: string) =>
      `سمجھ نہیں آ رہا کہاں سے شروع کریں؟ ہمارے ماہرین کے ساتھ ${minutes} منٹ کی مفت کال بک کریں۔ کوئی پابندی نہیں: بس آپ کے پروجیکٹ کے لیے ایک واضح منصوبہ۔`,
    benefits: {
      advice: {
        title: 'ماہرین کا مفت مشورہ',
        text: 'اپنے آئیڈیا پر کسی سینئر ڈویلپر سے بات کریں اور کام کے دائرے، ٹیکنالوجی اور بجٹ پر دیانت دارانہ مشورہ لیں۔',
      },
      team: {
        title: 'مخصوص ٹیم',
        text: 'ان لوگوں سے ملیں جو آپ کا پروجیکٹ بنائیں گے: ایک پروجیکٹ مینیجر، ڈویلپرز اور ایک ڈیزائنر۔',
      },
      quick: {
        title: 'فوری حل',
        text: 'ایک واضح اگلے قدم کے ساتھ جائیں: اندازاً لاگت، ٹائم لائن اور لانچ کا تیز ترین راستہ۔',
      },
    },
    minutes: (minutes: string) => `${minutes} منٹ`,
    noCommitment: 'کوئی پابندی نہیں',
    available: (hours: string) => `دستیاب: ${hours}`,
    hours: 'پیر تا جمعہ، صبح 9 بجے سے شام 6 بجے تک (EST)',
    schedule: 'مفت مشاورت کا وقت طے کریں',
    newTab: ' (نئی ٹیب میں کھلتا ہے)',
  },
  siteMap: {
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
  },
  plans: {
    mostPopular: 'سب سے مقبول',
    features: (name: string) => `${name} کی خصوصیات`,
    whatsApp: (name: string) => `${name} کے بارے میں WhatsApp پر پوچھیں`,
  },
  pricing: {
    eyebrow: 'قیمتیں',
    title: 'سادہ اور شفاف قیمتیں',
    description: 'ویب سائٹس، ویب ایپس اور انٹرپرائز سلوشنز کے لیے شفاف قیمتیں۔ کوئی پوشیدہ خرچ نہیں۔',
    startingFrom: 'ابتدائی قیمت',
    customQuote: 'حسبِ ضرورت کوٹیشن',
    customQuoteNote: 'ضرورت کے مطابق قیمت',
    ctaTitle: 'کچھ مختلف چاہیے؟',
    ctaText:
      'ہر کاروبار منفرد ہوتا ہے۔ ہمیں اپنے پروجیکٹ کے بارے میں بتائیں، ہم اس کے مطابق قیمت کا تخمینہ تیار کریں گے۔',
    ctaButton: 'اپنی ضرورت کے مطابق کوٹیشن لیں',
    plans: {
      basic: {
        name: 'بنیادی ویب سائٹ',
        description: 'چھوٹے کاروبار، دکانوں اور ذاتی برانڈز کے لیے ایک پروفیشنل ویب سائٹ۔',
        features: [
          '5 تک ریسپانسو صفحات',
          'رابطہ فارم اور Google Maps',
          'بنیادی SEO سیٹ اپ',
          'سوشل میڈیا لنکس',
          '1 مہینے کی مفت سپورٹ',
        ],
        button: 'شروع کریں',
      },
      professional: {
        name: 'پروفیشنل ویب ایپ',
        description: 'اکاؤنٹس، ڈیش بورڈز اور انٹیگریشنز کے ساتھ حسبِ ضرورت ویب ایپلیکیشن۔',
        features: [
          'حسبِ ضرورت ڈیزائن اور ڈویلپمنٹ',
          'یوزر اکاؤنٹس اور ایڈمن پینل',
          'ڈیٹا بیس اور API انٹیگریشن',
          'پیمنٹ گیٹ وے انٹیگریشن',
          'ایڈوانس SEO اور اینالیٹکس',
          '3 مہینے کی مفت سپورٹ',
        ],
        button: 'اپنا پروجیکٹ شروع کریں',
      },
      enterprise: {
        name: 'انٹرپرائز سلوشن',
        description: 'پیچیدہ ضروریات کے لیے بڑے پلیٹ فارمز، انٹیگریشنز اور مخصوص ٹیمیں۔',
        features: [
          'مخصوص پروجیکٹ ٹیم',
          'قابلِ توسیع کلاؤڈ آرکیٹیکچر',
          'ERP، CRM اور تھرڈ پارٹی انٹیگریشنز',
          'سیکیورٹی کا جائزہ اور کارکردگی کی بہتری',
          'سروس لیول ایگریمنٹ (SLA)',
          'ترجیحی سپورٹ',
        ],
        button: 'سیلز ٹیم سے رابطہ کریں',
      },
    },
  },
  packages: {
    notFoundTitle: 'سروس نہیں ملی',
    notFoundText:
      'ہم اس سروس کے لیے پیکجز پیش نہیں کرتے۔ ہوم پیج پر ہماری خدمات دیکھیں یا ہمیں بتائیں کہ آپ کو کیا چاہیے۔',
    goBackHome: 'ہوم پیج پر واپس جائیں',
    eyebrow: 'سروس پیکجز',
    otherServices: 'سروس کے لحاظ سے پیکجز',
    breadcrumbHome: 'ہوم',
    breadcrumbServices: 'خدمات',
    weeks: (range: string) => `${range} ہفتے`,
    supportDays: (days: string) => `${days} دن کی سپورٹ`,
    supportIncluded: (days: string) => `${days} دن کی سپورٹ شامل`,
    getStarted: 'شروع کریں',
    ctaTitle: 'سمجھ نہیں آ رہا کون سا پیکج آپ کے لیے موزوں ہے؟',
    ctaText:
      'مفت مشاورت بک کریں؛ ہم انتخاب میں آپ کی مدد کریں گے یا آپ کی ضروریات کے مطابق پیکج ترتیب دیں گے۔',
    ctaButton: 'مفت مشاورت بک کریں',
    tiers: {
      Basic: 'بیسک',
      Standard: 'اسٹینڈرڈ',
      Premium: 'پریمیم',
    },
    services: {
      laravel: {
        title: 'Laravel ڈویلپمنٹ پیکجز',
        description: 'Laravel PHP فریم ورک سے بنی مضبوط اور محفوظ ویب ایپلیکیشنز اور APIs۔',
        packages: {
          Basic: {
            description: 'بڑھتے ہوئے کاروبار کے لیے ایک مضبوط Laravel ویب سائٹ یا چھوٹی ایپلیکیشن۔',
            features: [
              '5 تک حسبِ ضرورت صفحات یا ماڈیولز',
              'ریسپانسو ایڈمن پینل',
              'MySQL ڈیٹا بیس ڈیزائن',
              'رابطے اور معلومات کے فارمز',
              'بنیادی SEO سیٹ اپ',
            ],
          },
          Standard: {
            description: 'یوزر اکاؤنٹس اور انٹیگریشنز کے ساتھ ایک مکمل کاروباری ایپلیکیشن۔',
            features: [
              '12 تک حسبِ ضرورت ماڈیولز',
              'یوزر رولز اور اجازتیں',
              'ویب اور موبائل کے لیے REST API',
              'پیمنٹ گیٹ وے انٹیگریشن',
              'ای میل نوٹیفکیشنز اور کیوز',
              'اہم مراحل کے لیے خودکار ٹیسٹس',
            ],
          },
          Premium: {
            description: 'انٹرپرائز معیار کا پلیٹ فارم جو آپ کے ادارے کے ساتھ بڑھ سکے۔',
            features: [
              'لامحدود ماڈیولز اور ورک فلوز',
              'ملٹی ٹیننٹ آرکیٹیکچر',
              'ایڈوانس رپورٹنگ اور ایکسپورٹس',
              'تھرڈ پارٹی اور ERP انٹیگریشنز',
              'کارکردگی کی بہتری اور کیشنگ',
              'CI/CD پائپ لائن اور کلاؤڈ ڈیپلائمنٹ',
            ],
          },
        },
      },
      react: {
        title: 'React ڈویلپمنٹ پیکجز',
        description: 'React سے بنے تیز رفتار، انٹرایکٹو فرنٹ اینڈ اور سنگل پیج ایپلیکیشنز۔',
        packages: {
          Basic: {
            description: 'ایک جدید React ویب سائٹ یا لینڈنگ پیج جو تیزی سے لوڈ ہو۔',
            features: [
              '5 تک ریسپانسو صفحات',
              'دوبارہ قابلِ استعمال کمپوننٹ اسٹرکچر',
              'رابطہ فارم کی انٹیگریشن',
              'بنیادی SEO اور اینالیٹکس',
            ],
          },
          Standard: {
            description: 'آپ کے بیک اینڈ سے منسلک ایک مکمل سنگل پیج ایپلیکیشن۔',
            features: [
              '12 تک اسکرینیں',
              'API انٹیگریشن اور اسٹیٹ مینجمنٹ',
              'یوزر کی تصدیق (لاگ اِن)',
              'چارٹس کے ساتھ ڈیش بورڈ',
              'SEO کے لیے Next.js رینڈرنگ',
            ],
          },
          Premium: {
            description: 'ڈیزائن سسٹم کے ساتھ ایک پیچیدہ، زیادہ ٹریفک والی ویب ایپلیکیشن۔',
            features: [
              'لامحدود اسکرینیں',
              'حسبِ ضرورت ڈیزائن سسٹم اور کمپوننٹ لائبریری',
              'ریئل ٹائم فیچرز',
              'رسائی اور کارکردگی کا آڈٹ',
              'خودکار ٹیسٹنگ اور CI/CD',
            ],
          },
        },
      },
      shopify: {
        title: 'Shopify ڈویلپمنٹ پیکجز',
        description: 'Shopify پلیٹ فارم پر آن لائن اسٹورز، حسبِ ضرورت تھیمز اور ایپس۔',
        packages: {
          Basic: {
            description: 'ایک نفیس، ریڈی میڈ تھیم کے ساتھ اپنا اسٹور جلد آن لائن کریں۔',
            features: [
              'اسٹور سیٹ اپ اور تھیم میں تبدیلیاں',
              '50 تک پروڈکٹس اپ لوڈ',
              'ادائیگی اور شپنگ کا سیٹ اپ',
              'ضروری ایپس کی انسٹالیشن',
            ],
          },
          Standard: {
            description: 'وزیٹرز کو گاہک بنانے کے لیے خصوصی طور پر ڈیزائن کیا گیا اسٹور۔',
            features: [
              'حسبِ ضرورت تھیم ڈیزائن',
              '200 تک پروڈکٹس اپ لوڈ',
              'پروڈکٹ فلٹرز اور سرچ',
              'ای میل مارکیٹنگ انٹیگریشن',
              'رفتار اور کنورژن کی بہتری',
            ],
          },
          Premium: {
            description: 'حسبِ ضرورت ایپ فیچرز اور انٹیگریشنز کے ساتھ ایک ایڈوانس اسٹور۔',
            features: [
              'مکمل طور پر حسبِ ضرورت تھیم',
              'حسبِ ضرورت Shopify ایپ ڈویلپمنٹ',
              'لامحدود پروڈکٹس کی منتقلی',
              'ERP اور انوینٹری انٹیگریشنز',
              'کئی کرنسیاں اور کئی زبانیں',
            ],
          },
        },
      },
      remix: {
        title: 'Remix ڈویلپمنٹ پیکجز',
        description: 'Remix سے بنی، سرور رینڈرنگ والی فل اسٹیک ویب ایپلیکیشنز۔',
        packages: {
          Basic: {
            description: 'سرور پر رینڈر ہونے والے صفحات کے ساتھ تیز، SEO دوست Remix ویب سائٹ۔',
            features: [
              'نیسٹڈ روٹس کے ساتھ 6 تک صفحات',
              'پروگریسو فارمز',
              'Prisma کے ساتھ ڈیٹا بیس سیٹ اپ',
              'بنیادی SEO سیٹ اپ',
            ],
          },
          Standard: {
            description: 'اکاؤنٹس اور ڈیٹا مینجمنٹ کے ساتھ ایک مکمل فل اسٹیک ایپلیکیشن۔',
            features: [
              '15 تک روٹس',
              'یوزر کی تصدیق اور سیشنز',
              'ایڈمن ڈیش بورڈ',
              'تھرڈ پارٹی API انٹیگریشنز',
              'Edge ڈیپلائمنٹ',
            ],
          },
          Premium: {
            description: 'ایڈوانس فیچرز کے ساتھ بڑے پیمانے کا Remix پلیٹ فارم یا Shopify ایپ۔',
            features: [
              'لامحدود روٹس',
              'Shopify ایپ یا ملٹی ٹیننٹ SaaS',
              'ریئل ٹائم اپ ڈیٹس',
              'خودکار ٹیسٹنگ اور CI/CD',
              'کارکردگی کی مانیٹرنگ',
            ],
          },
        },
      },
    },
  },
  whatsApp: {
    consultancy: `السلام علیکم ${companyName}! مجھے اپنے پروجیکٹ کے بارے میں مفت مشاورت کا وقت درکار ہے۔`,
    consultancyLabel: 'WhatsApp پر بات کریں',
    pricingPlan: (plan: string) =>
      `السلام علیکم ${companyName}! مجھے آپ کے ${plan} پلان میں دلچسپی ہے۔ کیا ہم میرے پروجیکٹ پر بات کر سکتے ہیں؟`,
    package: (pkg: string, service: string) =>
      `السلام علیکم ${companyName}! مجھے ${service} کے ${pkg} پیکج میں دلچسپی ہے۔ کیا ہم میرے پروجیکٹ پر بات کر سکتے ہیں؟`,
    opensWhatsApp: ' (WhatsApp کھلے گا)',
  },
};

export default ur;
