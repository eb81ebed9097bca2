// The federation's words in Urdu: registered with the shell's Urdu catalogue, on Urdu pages only.
import type { Translation } from '@site/i18n';
import type { federationWords } from './words';

const ur: Translation<typeof federationWords> = {
  loading: (label) => `${label} لوڈ ہو رہا ہے…`,
  failed: (label) => `معذرت، ہم ${label} لوڈ نہیں کر سکے۔`,
  failedBody:
    'ویب سائٹ کا یہ حصہ عارضی طور پر دستیاب نہیں۔ براہِ کرم اپنا انٹرنیٹ کنکشن چیک کر کے دوبارہ کوشش کریں؛ باقی ویب سائٹ معمول کے مطابق کام کر رہی ہے۔',
  tryAgain: 'دوبارہ کوشش کریں',
  notFoundTitle: 'صفحہ نہیں ملا',
  notFoundHeading: 'معاف کیجیے! یہ صفحہ نہیں ملا',
  notFoundBody: 'آپ جو صفحہ تلاش کر رہے ہیں وہ موجود نہیں یا کہیں اور منتقل ہو گیا ہے۔',
  returnHome: 'ہوم پیج پر واپس جائیں',
  notFoundWhatsApp: (company, path) =>
    `السلام علیکم ${company}! مجھے آپ کی ویب سائٹ پر ایک صفحہ (${path}) نہیں ملا۔ کیا آپ میری مدد کر سکتے ہیں؟`,
  chatOnWhatsApp: 'WhatsApp پر پوچھیں',
};

export default ur;
