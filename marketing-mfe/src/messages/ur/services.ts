// marketing-mfe's words of the services part in Urdu: the shape of ../en/services.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import type { enServices } from '../en/services';

const ur: Translation<typeof enServices> = {
  eyebrow: 'ہم کیا کرتے ہیں',
  title: 'ہماری خدمات',
  description:
    'پہلی ویب سائٹ سے لے کر پیچیدہ پلیٹ فارمز تک: ہم ایسا سافٹ ویئر ڈیزائن کرتے، بناتے اور سنبھالتے ہیں جو آپ کے کاروبار کو آگے بڑھائے۔',
  technologies: 'ٹیکنالوجیز',
  learnMore: 'مزید جانیں',
  getService: 'یہ سروس حاصل کریں',
  /** What the dialog loads on demand, for its loading and failure texts. */
  details: (service) => `${service} کا تفصیلی حصہ`,
  /** In a dialog opened before the page's script has run: its body comes with the script. */
  loadingDetails: (service) => `${service} کا تفصیلی حصہ لوڈ ہو رہا ہے…`,
  items: {
    laravel: {
      title: 'Laravel',
      description: 'Laravel PHP فریم ورک پر بنی محفوظ اور قابلِ توسیع ویب ایپلیکیشنز اور بیک اینڈ۔',
      technologies: ['PHP 8', 'Eloquent ORM', 'MySQL', 'Redis'],
    },
    react: {
      title: 'React JS',
      description: 'React اور Next.js کے ساتھ تیز رفتار، انٹرایکٹو سنگل پیج ایپلیکیشنز اور ڈیش بورڈز۔',
      technologies: ['React', 'TypeScript', 'Next.js', 'Redux'],
    },
    'react-native': {
      title: 'React Native',
      description:
        'ایک ہی کوڈ بیس سے iOS اور Android کے لیے کراس پلیٹ فارم ایپس، نیٹو انداز اور احساس کے ساتھ۔',
      technologies: ['Expo', 'TypeScript', 'Firebase', 'App Store اور Play'],
    },
    remix: {
      title: 'Remix JS',
      description: 'Remix کے ساتھ فل اسٹیک ویب ایپس: سرور رینڈرنگ، نیسٹڈ روٹس اور قابلِ اعتماد فارمز۔',
      technologies: ['Remix', 'React', 'Prisma', 'PostgreSQL'],
    },
    mern: {
      title: 'MERN Stack',
      description: 'MongoDB، Express، React اور Node.js کے ساتھ شروع سے آخر تک JavaScript ایپلیکیشنز۔',
      technologies: ['MongoDB', 'Express', 'React', 'Node.js'],
    },
    shopify: {
      title: 'Shopify',
      description: 'Shopify اسٹورز، حسبِ ضرورت تھیمز اور ایپس جو وزیٹرز کو گاہک بنائیں۔',
      technologies: ['Liquid', 'Shopify Plus', 'Polaris', 'GraphQL'],
    },
    cloud: {
      title: 'کلاؤڈ سلوشنز',
      description: 'AWS، Azure اور DigitalOcean پر کلاؤڈ آرکیٹیکچر، منتقلی اور ہوسٹنگ۔',
      technologies: ['AWS', 'Azure', 'DigitalOcean', 'Terraform'],
    },
    'ui-ux': {
      title: 'UI/UX ڈیزائن',
      description: 'یوزر ریسرچ، وائر فریمز اور نفیس انٹرفیس جنہیں استعمال کرنا لوگوں کو اچھا لگے۔',
      technologies: ['Figma', 'پروٹو ٹائپنگ', 'ڈیزائن سسٹمز', 'یوزر ٹیسٹنگ'],
    },
    api: {
      title: 'API ڈویلپمنٹ',
      description: 'اچھی دستاویزات والی REST اور GraphQL APIs جو آپ کی ایپس اور پارٹنرز کو آپس میں جوڑیں۔',
      technologies: ['REST', 'GraphQL', 'OpenAPI', 'OAuth 2.0'],
    },
    devops: {
      title: 'DevOps اور آٹومیشن',
      description:
        'قابلِ اعتماد اور بار بار دہرائی جا سکنے والی ریلیزز کے لیے CI/CD پائپ لائنز، کنٹینرز اور مانیٹرنگ۔',
      technologies: ['Docker', 'GitHub Actions', 'Kubernetes', 'Linux'],
    },
  },
};

export default ur;
