// accounts-mfe's words in Urdu (ur-PK): one part per part of the English
// catalogue (en/*.ts), under its section name. E-mail addresses, phone numbers
// and the sample e-mail are shown in <bdi dir="ltr"> by the components, not written here.
import type { Translation } from '@site/i18n';
import type { enForm } from './en/form';
import type { enContact } from './en/contact';
import type { enLogin } from './en/login';
import type { enStudent } from './en/student';
import type { enAdmin } from './en/admin';
import type { enProfile } from './en/profile';
import type { enCourses } from './en/courses';

/** The translation of every part of the English catalogue, under its section name. */
export type Urdu = {
  form: Translation<typeof enForm>;
  contact: Translation<typeof enContact>;
  login: Translation<typeof enLogin>;
  student: Translation<typeof enStudent>;
  admin: Translation<typeof enAdmin>;
  profile: Translation<typeof enProfile>;
  courses: Translation<typeof enCourses>;
};

const ur: Urdu = {
  form: {
    email: 'ای میل',
    username: 'یوزر نیم',
    password: 'پاس ورڈ',
    fullName: 'پورا نام',
    confirmPassword: 'پاس ورڈ کی تصدیق',
    forgotPassword: 'پاس ورڈ بھول گئے؟',
    showPassword: 'پاس ورڈ دکھائیں',
    hidePassword: 'پاس ورڈ چھپائیں',
    signIn: 'سائن اِن',
  },
  contact: {
    orCall: 'یا کال کریں:',
    end: '۔',
  },
  login: {
    description: (companyName) => `اپنے ${companyName} اکاؤنٹ میں سائن اِن کریں، یا نیا اکاؤنٹ بنائیں۔`,
    modes: {
      'sign-in': {
        title: 'سائن اِن',
        subtitle: 'خوش آمدید! CodeNest کے ساتھ سیکھنے کا سلسلہ جاری رکھنے کے لیے سائن اِن کریں۔',
        submit: 'سائن اِن',
        switchPrompt: 'اکاؤنٹ نہیں ہے؟',
        switchAction: 'اکاؤنٹ بنائیں',
      },
      'create-account': {
        title: 'اکاؤنٹ بنائیں',
        subtitle: 'اپنے کورسز اور پیش رفت ایک جگہ رکھنے کے لیے CodeNest میں شامل ہوں۔',
        submit: 'اکاؤنٹ بنائیں',
        switchPrompt: 'پہلے سے اکاؤنٹ ہے؟',
        switchAction: 'سائن اِن',
      },
    },
    mismatch: 'دونوں پاس ورڈ ایک جیسے نہیں۔ دونوں خانوں میں ایک ہی پاس ورڈ درج کریں۔',
    aside: {
      title: 'سرگودھا میں سیکھیں، بنائیں اور آگے بڑھیں',
      description: 'ویب، موبائل اور Shopify ڈویلپمنٹ کے کلاس روم کورسز، جنہیں پیشہ ور ڈویلپرز پڑھاتے ہیں۔',
      points: [
        'اپنے کورس کی پیش رفت ایک جگہ دیکھیں',
        'صبح، شام اور ویک اینڈ بیچز',
        'حقیقی پروجیکٹس جو آپ آجروں کو دکھا سکیں',
      ],
    },
    notice: {
      title: 'آن لائن اکاؤنٹس جلد آ رہے ہیں',
      createBefore:
        'ہم ابھی آپ کا اکاؤنٹ نہیں بنا سکے: آن لائن سائن اپ کی سہولت دستیاب نہیں، اس لیے نہ کچھ بھیجا گیا اور نہ محفوظ کیا گیا۔ کسی کورس میں داخلے کے لیے',
      createLink: 'داخلہ فارم',
      createAfter: ' استعمال کریں۔',
      createContact: 'کوئی سوال؟ ای میل کریں:',
      signIn:
        'آن لائن سائن اِن کی سہولت ابھی دستیاب نہیں، اس لیے نہ کچھ بھیجا گیا اور نہ کوئی پاس ورڈ محفوظ کیا گیا۔ فی الحال آپ کی کلاسوں، پیش رفت اور نتائج کا ریکارڈ انسٹی ٹیوٹ کے پاس ہے۔',
      signInContact: 'ای میل کریں:',
    },
  },
  student: {
    description: (companyName) => `${companyName} اسٹوڈنٹ پورٹل میں سائن اِن کریں۔`,
    eyebrow: 'طلبہ',
    title: 'اسٹوڈنٹ پورٹل',
    subtitle: 'اپنے کورسز تک رسائی کے لیے اسی ای میل سے سائن اِن کریں جس سے آپ نے داخلہ لیا تھا۔',
    formLabel: 'اسٹوڈنٹ پورٹل سائن اِن',
    aside: {
      title: 'آپ کی کلاس، جلد آن لائن',
      description: 'اسٹوڈنٹ پورٹل وہ جگہ ہے جہاں CodeNest کے داخل شدہ طلبہ اپنے کورسز کی پیروی کریں گے۔',
      points: ['کورس کی پیش رفت اور نتائج', 'آپ کے بیچ کا کلاس شیڈول', 'انسٹرکٹرز کے نوٹس اور اسائنمنٹس'],
    },
    notice: {
      title: 'اسٹوڈنٹ پورٹل جلد آ رہا ہے',
      text: 'طلبہ کے لیے آن لائن سائن اِن ابھی دستیاب نہیں، اس لیے نہ کچھ بھیجا گیا اور نہ کوئی پاس ورڈ محفوظ کیا گیا۔ اپنی کلاسوں، حاضری یا نتائج کے لیے اپنے انسٹرکٹر یا فرنٹ ڈیسک سے رابطہ کریں۔',
      contact: 'ای میل کریں:',
    },
    help: 'سائن اِن میں مدد چاہیے؟',
    contactUs: 'ہم سے رابطہ کریں',
  },
  admin: {
    subtitle: 'Jeans Recycle — ری سائیکلنگ مینجمنٹ سسٹم',
    description: (subtitle) => `${subtitle}: ایڈمنسٹریٹر سائن اِن۔`,
    eyebrow: 'ایڈمنسٹریٹرز',
    title: 'ایڈمن پینل',
    restricted: 'محدود رسائی کا حصہ',
    warningBefore: 'صرف مجاز ایڈمنسٹریٹرز کے لیے۔ اگر آپ غلطی سے اس صفحے پر آ گئے ہیں تو',
    warningLink: 'ہوم پیج',
    warningAfter: ' پر واپس جائیں۔',
    formLabel: 'ایڈمن سائن اِن',
    notice: {
      title: 'ایڈمن سائن اِن ابھی منسلک نہیں',
      text: 'یہ اسکرین ابھی ری سائیکلنگ مینجمنٹ سسٹم سے منسلک نہیں، اس لیے نہ کچھ بھیجا گیا اور نہ کوئی پاس ورڈ محفوظ کیا گیا۔',
      contact: 'ویب سائٹ ٹیم سے رابطے کے لیے ای میل کریں:',
    },
  },
  profile: {
    description: (companyName) => `آپ کا ${companyName} پروفائل اور آپ کے کورسز کی پیش رفت۔`,
    eyebrow: 'اسٹوڈنٹ اکاؤنٹ',
    title: 'میرا پروفائل',
    intro: 'آپ کی تفصیلات اور وہ کورسز جو آپ CodeNest کے ساتھ کر رہے ہیں۔',
    card: {
      email: 'ای میل',
      phone: 'فون',
      location: 'مقام',
      joined: 'شمولیت کی تاریخ',
      student: 'طالب علم',
      empty: '—',
      edit: 'پروفائل میں ترمیم کریں',
    },
    form: {
      title: 'پروفائل میں ترمیم کریں',
      fullName: 'پورا نام',
      email: 'ای میل',
      phone: 'فون',
      location: 'مقام',
      bio: 'تعارف',
      save: 'تبدیلیاں محفوظ کریں',
      cancel: 'منسوخ کریں',
    },
    notices: {
      saved: 'پروفائل محفوظ ہو گیا۔ آپ کی تبدیلیاں اسی براؤزر میں محفوظ ہیں۔',
      notStored: 'آپ کی تبدیلیاں دکھائی جا رہی ہیں، لیکن یہ براؤزر انہیں محفوظ کرنے کی اجازت نہیں دے رہا۔',
      forgotten: 'ہو گیا: اب یہ براؤزر آپ کا پروفائل محفوظ نہیں رکھتا۔',
    },
    forget: {
      note: 'آپ کی تبدیلیاں صرف اسی براؤزر میں محفوظ ہیں۔ مشترکہ یا لیب کے کمپیوٹر پر جانے سے پہلے انہیں ہٹا دیں۔',
      button: 'اس ڈیوائس سے میری معلومات ہٹا دیں',
    },
    sample: {
      name: 'عائشہ ملک',
      location: 'سیٹلائٹ ٹاؤن، سرگودھا، پنجاب',
      bio: 'یونیورسٹی آف سرگودھا میں کمپیوٹر سائنس کی طالبہ۔ CodeNest میں فل اسٹیک ویب ڈویلپمنٹ سیکھ رہی ہوں اور اپنے پہلے React اور Laravel پروجیکٹس بنا رہی ہوں۔',
    },
  },
  courses: {
    title: 'میرے کورسز',
    intro: 'CodeNest میں آپ کے داخلے اور آپ کی پیش رفت۔',
    browse: 'کورسز دیکھیں',
    enrolled: 'داخلے',
    completed: 'مکمل',
    average: 'اوسط پیش رفت',
    status: {
      'In Progress': 'جاری',
      Completed: 'مکمل',
    },
    complete: (percent) => `${percent} مکمل`,
    progressLabel: (title) => `${title} کی پیش رفت`,
    enrolledOn: (date) => `داخلہ: ${date}`,
    titles: {
      'Web Development': 'ویب ڈویلپمنٹ',
      'Basic Computer Course': 'بنیادی کمپیوٹر کورس',
      'React JS': 'React JS',
    },
  },
};

export default ur;
