// marketing-mfe's words of the testimonials part in Urdu: the shape of ../en/testimonials.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { formatNumber, type Translation } from '@site/i18n';
import type { enTestimonials } from '../en/testimonials';

/** A count as Urdu writes it (ur-PK: Latin digits). */
const n = (value: number) => formatNumber('ur', value);

const ur: Translation<typeof enTestimonials> = {
  eyebrow: 'آراء',
  title: 'ہمارے کلائنٹس کیا کہتے ہیں',
  description: 'وہ کاروبار اور طلبہ جنہوں نے اپنے پروجیکٹس اور کیریئر کے لیے ہم پر بھروسا کیا۔',
  carousel: 'کیروسل',
  carouselLabel: 'کلائنٹس کی آراء',
  slide: 'سلائیڈ',
  trackLabel: 'آراء، ایک وقت میں ایک',
  slideLabel: (index: number, count: number) => `${n(count)} میں سے ${n(index)}`,
  announcement: (index: number, count: number, name: string) =>
    `${n(count)} میں سے رائے نمبر ${n(index)}: ${name}`,
  previous: 'پچھلی رائے',
  next: 'اگلی رائے',
  choose: 'رائے منتخب کریں',
  show: (index: number) => `رائے نمبر ${n(index)} دکھائیں`,
  stopRotation: 'خودکار گردش روکیں',
  startRotation: 'خودکار گردش شروع کریں',
  rated: (rating: number, max: number) => `${max} میں سے ${rating} ریٹنگ`,
  translatedNote: 'انگریزی سے ترجمہ',
  items: {
    'bilal-ahmed': {
      role: 'سی ای او، پنجاب ٹریڈرز',
      content:
        'CodeNest نے ہمارا آرڈرنگ سسٹم آٹھ ہفتوں میں Laravel میں دوبارہ تیار کیا۔ جو آرڈر پہلے ایک دن لیتے تھے اب چند منٹوں میں ہو جاتے ہیں، اور لانچ کے بعد ان کی سپورٹ بہترین رہی ہے۔',
    },
    'sarah-johnson': {
      role: 'بانی، BloomBox (برطانیہ)',
      content:
        'مختلف ٹائم زونز میں کام کرنا کبھی مسئلہ نہیں بنا۔ ٹیم نے ہمارا React ڈیش بورڈ طے شدہ وقت پر فراہم کیا اور ہر فیصلے کی واضح وضاحت کی۔',
    },
    'kamran-malik': {
      role: 'ڈائریکٹر، ملک موٹرز',
      content:
        'ہماری React Native ایپ تین ماہ سے بھی کم عرصے میں دونوں اسٹورز پر لائیو ہو گئی۔ اب گاہک اپنے فون سے سروس بک کرتے ہیں، اور بکنگز دگنی ہو گئی ہیں۔',
    },
    'maria-garcia': {
      role: 'مارکیٹنگ لیڈ، Sol Studio',
      content:
        'ان کا بنایا ہوا Shopify اسٹور تیز بھی ہے اور خوبصورت بھی، اور پہلی سہ ماہی میں ہمارا کنورژن ریٹ چالیس فیصد بڑھ گیا۔',
    },
    'hina-shah': {
      role: 'ویب ڈویلپمنٹ کورس کی گریجویٹ',
      content:
        'میں نے بغیر کسی تجربے کے ویب ڈویلپمنٹ کورس میں داخلہ لیا۔ چھ ماہ بعد میرے پاس حقیقی پروجیکٹس کا پورٹ فولیو اور پہلی نوکری کی پیشکش تھی۔',
    },
  },
};

export default ur;
