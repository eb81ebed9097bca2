// marketing-mfe's words of the pricing part in Urdu: the shape of ../en/pricing.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import type { enPricing } from '../en/pricing';

const ur: Translation<typeof enPricing> = {
  eyebrow: 'قیمتیں',
  title: 'سادہ اور شفاف قیمتیں',
  description: 'ویب سائٹس، ویب ایپس اور انٹرپرائز سلوشنز کے لیے شفاف قیمتیں۔ کوئی پوشیدہ خرچ نہیں۔',
  startingFrom: 'ابتدائی قیمت',
  customQuote: 'حسبِ ضرورت کوٹیشن',
  customQuoteNote: 'ضرورت کے مطابق قیمت',
  ctaTitle: 'کچھ مختلف چاہیے؟',
  ctaText:
    'ہر کاروبار منفرد ہوتا ہے۔ ہمیں اپنے پروجیکٹ کے بارے میں بتائیں، ہم اس کے مطابق قیمت کا تخمینہ تیار کریں گے۔',
  ctaButton: 'اپنی ضرورت کے مطابق کوٹیشن لیں',
  plans: {
    basic: {
      name: 'بنیادی ویب سائٹ',
      description: 'چھوٹے کاروبار، دکانوں اور ذاتی برانڈز کے لیے ایک پروفیشنل ویب سائٹ۔',
      features: [
        '5 تک ریسپانسو صفحات',
        'رابطہ فارم اور Google Maps',
        'بنیادی SEO سیٹ اپ',
        'سوشل میڈیا لنکس',
        '1 مہینے کی مفت سپورٹ',
      ],
      button: 'شروع کریں',
    },
    professional: {
      name: 'پروفیشنل ویب ایپ',
      description: 'اکاؤنٹس، ڈیش بورڈز اور انٹیگریشنز کے ساتھ حسبِ ضرورت ویب ایپلیکیشن۔',
      features: [
        'حسبِ ضرورت ڈیزائن اور ڈویلپمنٹ',
        'یوزر اکاؤنٹس اور ایڈمن پینل',
        'ڈیٹا بیس اور API انٹیگریشن',
        'پیمنٹ گیٹ وے انٹیگریشن',
        'ایڈوانس SEO اور اینالیٹکس',
        '3 مہینے کی مفت سپورٹ',
      ],
      button: 'اپنا پروجیکٹ شروع کریں',
    },
    enterprise: {
      name: 'انٹرپرائز سلوشن',
      description: 'پیچیدہ ضروریات کے لیے بڑے پلیٹ فارمز، انٹیگریشنز اور مخصوص ٹیمیں۔',
      features: [
        'مخصوص پروجیکٹ ٹیم',
        'قابلِ توسیع کلاؤڈ آرکیٹیکچر',
        'ERP، CRM اور تھرڈ پارٹی انٹیگریشنز',
        'سیکیورٹی کا جائزہ اور کارکردگی کی بہتری',
        'سروس لیول ایگریمنٹ (SLA)',
        'ترجیحی سپورٹ',
      ],
      button: 'سیلز ٹیم سے رابطہ کریں',
    },
  },
};

export default ur;
