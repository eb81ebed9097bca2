// The project-request form's texts in Urdu: the shape of its English (./text.ts), a module of its
// own so that a page loads it only in Urdu, with the form (marketing's catalogue part).
// Latin runs that follow Urdu text are isolated (U+2066 … U+2069) where their order could flip:
// "⁦$15,000⁩" would otherwise show as "15,000$".
import type { ProjectRequestText } from './text';
import { urduValidationFailed, urduValidationMessages } from './urdu-validation';

const ur: ProjectRequestText = {
  words: {
    formLabel: 'پروجیکٹ کی درخواست',
    // Seen: "تمام * کے نشان والے خانے لازمی ہیں۔"; read: "تمام ستارے کے نشان والے خانے لازمی ہیں۔"
    requiredNote: { before: 'تمام ', hidden: 'ستارے', after: ' کے نشان والے خانے لازمی ہیں۔' },
    labels: {
      name: 'پورا نام',
      email: 'ای میل ایڈریس',
      company: 'کمپنی کا نام',
      projectType: 'پروجیکٹ کی قسم',
      budget: 'بجٹ کی حد',
      message: 'پروجیکٹ کی تفصیلات',
      website: 'ویب سائٹ',
    },
    placeholders: {
      projectType: 'پروجیکٹ کی قسم منتخب کریں',
      budget: 'بجٹ کی حد منتخب کریں',
      message: 'اپنے اہداف، مطلوبہ فیچرز اور ٹائم لائن کے بارے میں بتائیں۔',
    },
    submit: 'درخواست بھیجیں',
    submitting: 'بھیجا جا رہا ہے…',
    projectTypes: {
      'Web Application Development': 'ویب ایپلیکیشن ڈویلپمنٹ',
      'Mobile App Development': 'موبائل ایپ ڈویلپمنٹ',
      'E-commerce Store': 'ای کامرس اسٹور',
      'Custom Laravel Application': 'حسبِ ضرورت Laravel ایپلیکیشن',
      'React/Next.js Frontend': 'React/Next.js فرنٹ اینڈ',
      'Remix Application': 'Remix ایپلیکیشن',
      'Shopify App Development': 'Shopify ایپ ڈویلپمنٹ',
      'API Development': 'API ڈویلپمنٹ',
      'Database Design': 'ڈیٹا بیس ڈیزائن',
      'UI/UX Design': 'UI/UX ڈیزائن',
      Other: 'دیگر',
    },
    budgetRanges: {
      'Under $5,000': '$5,000 سے کم',
      '$5,000 - $15,000': '$5,000 تا \u2066$15,000\u2069',
      '$15,000 - $30,000': '$15,000 تا \u2066$30,000\u2069',
      '$30,000 - $50,000': '$30,000 تا \u2066$50,000\u2069',
      '$50,000 - $100,000': '$50,000 تا \u2066$100,000\u2069',
      '$100,000+': '$100,000 سے زائد',
      'Not sure yet': 'ابھی طے نہیں',
    },
  },
  answers: {
    validationFailed: urduValidationFailed,
    generic: 'آپ کی درخواست بھیجتے ہوئے ایک خرابی پیش آئی۔ براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
    unavailable: 'ہمارا سرور کچھ دیر کے لیے دستیاب نہیں، آپ کی درج کی ہوئی تمام معلومات یہیں موجود ہیں۔',
    successTitle: 'شکریہ!',
    successText: 'ہمیں آپ کے پروجیکٹ کی تفصیلات موصول ہو گئی ہیں، ہم 24 گھنٹوں کے اندر آپ سے رابطہ کریں گے۔',
  },
  validation: urduValidationMessages,
  validationFailed: urduValidationFailed,
};

export default ur;
