// The shell's words in Urdu: loaded (a chunk of its own) only on /ur pages.
import type { Translation } from '@site/i18n';
import type { en } from './en';

const ur: Translation<typeof en> = {
  nav: {
    home: 'ہوم',
    services: 'خدمات',
    portfolio: 'پورٹ فولیو',
    team: 'ٹیم',
    testimonials: 'آراء',
    courses: 'کورسز',
    pricing: 'قیمتیں',
    blog: 'بلاگ',
    community: 'کمیونٹی',
    contact: 'رابطہ',
    signIn: 'سائن اِن',
    studentPortal: 'اسٹوڈنٹ پورٹل',
    main: 'مرکزی',
    mainMenu: 'مرکزی مینو',
    openMenu: 'مینو کھولیں',
    closeMenu: 'مینو بند کریں',
    skipToContent: 'مرکزی مواد پر جائیں',
    logo: (companyName) => `${companyName}، ہوم پیج`,
  },
  footer: {
    about: (city) =>
      `کاروباری اداروں کے لیے ویب سائٹس، ویب ایپس اور موبائل ایپس، اور طلبہ کے لیے عملی آئی ٹی کورسز — ${city} میں ہمارے دفتر سے۔`,
    social: (companyName) => `سوشل میڈیا پر ${companyName}`,
    newTab: (label) => `${label} (نئی ٹیب میں کھلتا ہے)`,
    quickLinks: 'فوری لنکس',
    services: 'خدمات',
    freeConsultation: 'مفت مشاورت',
    startProject: 'پروجیکٹ شروع کریں',
    laravel: 'Laravel ڈویلپمنٹ',
    shopify: 'Shopify ڈویلپمنٹ',
    contactUs: 'ہم سے رابطہ کریں',
    city: 'سرگودھا',
    address: 'دفتر نمبر 12، یونیورسٹی روڈ، سرگودھا، پنجاب 40100، پاکستان',
    whatsApp: 'WhatsApp پر بات کریں',
    whatsAppMessage: (company) =>
      `السلام علیکم ${company}! مجھے آپ کی خدمات اور کورسز کے بارے میں مزید معلومات درکار ہیں۔`,
    rights: (year, companyName) => `© ${year} ${companyName}۔ جملہ حقوق محفوظ ہیں۔`,
    privacy: 'رازداری کی پالیسی',
    terms: 'شرائط و ضوابط',
    document: (title) => `${title} کا متن`,
  },
  unavailable: {
    title: 'عارضی طور پر دستیاب نہیں',
    label: 'یہ صفحہ',
  },
  ui: { closeDialog: 'بند کریں', optional: '(اختیاری)', loading: 'لوڈ ہو رہا ہے…' },
};

export default ur;
