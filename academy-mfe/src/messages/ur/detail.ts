// academy-mfe's words of the detail part in Urdu: the shape of ../en/detail.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { ltr, type Translation } from '@site/i18n';
import type { enDetail } from '../en/detail';

/** Left-to-right isolate (U+2066 … U+2069) around a Latin run (phone, e-mail, URL) in plain Urdu text. */
const ur: Translation<typeof enDetail> = {
  eyebrow: 'کورس کی تفصیلات',
  format: 'طریقۂ تدریس',
  classroom: (city) => `کلاس روم، ${city}`,
  downloadSyllabus: 'نصاب ڈاؤن لوڈ کریں',
  downloaded: (fileName) => `نصاب ${ltr(fileName)} کے نام سے ڈاؤن لوڈ ہو گیا۔`,
  outcomes: 'نتائج',
  whatYoullLearn: 'آپ کیا سیکھیں گے',
  curriculumTitle: 'ہفتہ وار نصاب',
  curriculumDescription: 'ہر ہفتے کلاس روم سیشنز کے ساتھ ایک عملی کام ہوتا ہے جو آپ لیب میں مکمل کرتے ہیں۔',
};

export default ur;
