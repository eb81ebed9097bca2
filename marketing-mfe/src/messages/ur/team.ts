// marketing-mfe's words of the team part in Urdu: the shape of ../en/team.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import type { enTeam } from '../en/team';

const ur: Translation<typeof enTeam> = {
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
};

export default ur;
