// content-mfe's words of the community part in Urdu: the shape of ../en/community.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { ltr, type Translation } from '@site/i18n';
import type { enCommunity } from '../en/community';

const ur: Translation<typeof enCommunity> = {
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
};

export default ur;
