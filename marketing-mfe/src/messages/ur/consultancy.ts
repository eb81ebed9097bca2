// marketing-mfe's words of the consultancy part in Urdu: the shape of ../en/consultancy.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import type { enConsultancy } from '../en/consultancy';

const ur: Translation<typeof enConsultancy> = {
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
};

export default ur;
