// content-mfe's words of the events part in Urdu: the shape of ../en/events.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { ltr, plural, type Translation } from '@site/i18n';
import type { enEvents } from '../en/events';

const ur: Translation<typeof enEvents> = {
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
};

export default ur;
