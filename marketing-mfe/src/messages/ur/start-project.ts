// marketing-mfe's words of the startProject part in Urdu: the shape of ../en/start-project.ts, a
// chunk loaded only on /ur pages, with the code that shows them.
import type { Translation } from '@site/i18n';
import type { enStartProject } from '../en/start-project';

const ur: Translation<typeof enStartProject> = {
  eyebrow: 'پروجیکٹ شروع کریں',
  title: 'اپنا پروجیکٹ شروع کریں',
  description:
    'ہمیں اپنے آئیڈیا کے بارے میں بتائیں۔ ہم 24 گھنٹوں کے اندر اگلے اقدامات کے ساتھ آپ سے رابطہ کریں گے۔',
  nextHeading: 'آگے کیا ہوگا؟',
  steps: {
    review: {
      title: 'ہم آپ کی درخواست کا جائزہ لیتے ہیں',
      text: 'ایک پروجیکٹ مینیجر آپ کی تفصیلات پڑھ کر 24 گھنٹوں کے اندر جواب دیتا ہے۔',
    },
    call: {
      title: 'مفت مشاورتی کال',
      text: 'ہم اہداف، فیچرز اور بجٹ پر بات کرتے ہیں اور مناسب ٹیکنالوجی تجویز کرتے ہیں۔',
    },
    proposal: {
      title: 'واضح تجویز',
      text: 'آپ کو طے شدہ دائرۂ کار، ٹائم لائن اور قیمت ملتی ہے۔ نہ کوئی پوشیدہ خرچ، نہ اچانک تبدیلی۔',
    },
  },
  contactLabel: 'براہِ راست رابطہ کریں',
  gotIt: 'ٹھیک ہے',
  thankYou: {
    title: 'رابطہ کرنے کا شکریہ!',
    text: 'آپ کی پروجیکٹ کی درخواست ہماری ٹیم تک پہنچ رہی ہے۔ ہم 24 گھنٹوں کے اندر جواب دیں گے۔',
  },
};

export default ur;
