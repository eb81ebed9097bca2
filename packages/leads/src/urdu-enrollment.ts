// The enrollment form's texts in Urdu: the shape of its English (./text.ts), a module of its own
// so that a page loads it only in Urdu, with the form (academy's catalogue part).
// Latin runs that follow Urdu text are isolated (U+2066 … U+2069) where their order could flip:
// "0300 1234567" would otherwise show with its groups swapped.
import type { EnrollmentText } from './text';
import { urduValidationFailed, urduValidationMessages } from './urdu-validation';

const ur: EnrollmentText = {
  words: {
    formLabel: 'داخلہ فارم',
    labels: {
      fullName: 'پورا نام',
      email: 'ای میل ایڈریس',
      phone: 'فون نمبر',
      course: 'کورس',
      startDate: 'شروع کرنے کی پسندیدہ تاریخ',
      message: 'پیغام',
      website: 'ویب سائٹ',
    },
    phoneHint: 'پاکستانی موبائل یا لینڈ لائن نمبر، مثلاً \u20660300 1234567\u2069',
    placeholders: {
      course: 'کورس منتخب کریں',
      message: 'آپ کا تعلیمی پس منظر، پسندیدہ بیچ (صبح، شام یا ویک اینڈ) یا کوئی بھی سوال',
    },
    submit: 'داخلہ فارم جمع کروائیں',
    submitting: 'بھیجا جا رہا ہے…',
    note: '* کے نشان والے خانے لازمی ہیں۔ ہم آپ کی معلومات صرف اس کورس کے بارے میں آپ سے رابطے کے لیے استعمال کرتے ہیں۔',
    courses: {
      'Web Development': 'ویب ڈویلپمنٹ',
      'Mobile Application Development': 'موبائل ایپلیکیشن ڈویلپمنٹ',
      'Shopify Apps Development': 'Shopify ایپس ڈویلپمنٹ',
      'Shopify Store Creation and Modifications': 'Shopify اسٹور کی تیاری اور ترامیم',
      'React JS': 'React JS',
      Laravel: 'Laravel',
      'React Native': 'React Native',
      'MERN Stack': 'MERN Stack',
      'Basic Computer Course (Windows, MS Office)': 'بنیادی کمپیوٹر کورس (Windows، MS Office)',
      'Digital Marketing': 'ڈیجیٹل مارکیٹنگ',
      Crypto: 'کرپٹو',
    },
  },
  answers: {
    invalid: 'براہِ کرم نشان زدہ خانوں کو درست کریں، پھر دوبارہ جمع کروائیں۔',
    network: 'ہم اپنے سرور سے رابطہ نہیں کر سکے۔ براہِ کرم اپنا انٹرنیٹ کنکشن چیک کر کے دوبارہ کوشش کریں۔',
    unavailable:
      'ہمارا سرور کچھ دیر کے لیے دستیاب نہیں۔ آپ کی درج کی ہوئی تمام معلومات یہیں موجود ہیں، براہِ کرم ایک منٹ بعد دوبارہ کوشش کریں۔',
    generic: 'آپ کا داخلہ فارم جمع کرواتے ہوئے ایک خرابی پیش آئی۔ براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
    successTitle: 'داخلہ فارم کامیابی سے جمع ہو گیا!',
  },
  validation: urduValidationMessages,
  validationFailed: urduValidationFailed,
};

export default ur;
