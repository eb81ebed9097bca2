// The words the federation package writes itself (an area loading or failing, the 404 page), in
// every language of the site: a handful, so both ship with it (no catalogue to load).
import { useLocale, type Locale } from '@site/i18n';

export interface FederationWords {
  loading: (label: string) => string;
  failed: (label: string) => string;
  failedBody: string;
  tryAgain: string;
  notFoundTitle: string;
  notFoundHeading: string;
  notFoundBody: string;
  returnHome: string;
  notFoundWhatsApp: (path: string) => string;
  chatOnWhatsApp: string;
}

const words: Readonly<Record<Locale, FederationWords>> = {
  en: {
    loading: (label) => `Loading ${label}…`,
    failed: (label) => `Sorry, we couldn’t load ${label}.`,
    failedBody:
      'This part of the site is temporarily unavailable. Please check your connection and try again; the rest of the site keeps working.',
    tryAgain: 'Try again',
    notFoundTitle: 'Page not found',
    notFoundHeading: 'Oops! Page not found',
    notFoundBody: 'The page you are looking for doesn’t exist or has moved.',
    returnHome: 'Return to Home',
    notFoundWhatsApp: (path) =>
      `Hello CodeNest Technologies! I could not find a page on your website (${path}). Can you help me?`,
    chatOnWhatsApp: 'Ask us on WhatsApp',
  },
  ur: {
    loading: (label) => `${label} لوڈ ہو رہا ہے…`,
    failed: (label) => `معذرت، ہم ${label} لوڈ نہیں کر سکے۔`,
    failedBody:
      'ویب سائٹ کا یہ حصہ عارضی طور پر دستیاب نہیں۔ براہِ کرم اپنا انٹرنیٹ کنکشن چیک کر کے دوبارہ کوشش کریں؛ باقی ویب سائٹ معمول کے مطابق کام کر رہی ہے۔',
    tryAgain: 'دوبارہ کوشش کریں',
    notFoundTitle: 'صفحہ نہیں ملا',
    notFoundHeading: 'معاف کیجیے! یہ صفحہ نہیں ملا',
    notFoundBody: 'آپ جو صفحہ تلاش کر رہے ہیں وہ موجود نہیں یا کہیں اور منتقل ہو گیا ہے۔',
    returnHome: 'ہوم پیج پر واپس جائیں',
    notFoundWhatsApp: (path) =>
      `السلام علیکم CodeNest Technologies! مجھے آپ کی ویب سائٹ پر ایک صفحہ (${path}) نہیں ملا۔ کیا آپ میری مدد کر سکتے ہیں؟`,
    chatOnWhatsApp: 'WhatsApp پر پوچھیں',
  },
};

/** The federation's words in the page's language. */
export function useFederationWords(): FederationWords {
  return words[useLocale()];
}
