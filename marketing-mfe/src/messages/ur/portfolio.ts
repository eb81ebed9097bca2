// marketing-mfe's words of the portfolio part in Urdu: the shape of ../en/portfolio.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { formatNumber, plural, type Translation } from '@site/i18n';
import type { enPortfolio } from '../en/portfolio';

/** A count as Urdu writes it (ur-PK: Latin digits). */
const n = (value: number) => formatNumber('ur', value);

const ur: Translation<typeof enPortfolio> = {
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
      description: 'مواد سے بھرپور تیز رفتار سفری میگزین: نیسٹڈ روٹس، تصویری گیلریاں اور نیوز لیٹر سائن اپ۔',
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
};

export default ur;
