// academy-mfe's words of the landing part in Urdu: the shape of ../en/landing.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import type { enLanding } from '../en/landing';

const ur: Translation<typeof enLanding> = {
  eyebrow: (companyName) => `${companyName} اکیڈمی`,
  campus: 'کیمپس',
  viewSyllabus: 'نصاب دیکھیں',
  highlightsDescription: (course, duration) =>
    `${course} کو درست طریقے سے سیکھنے کے لیے ہر ضروری چیز، ${duration} کی کلاس روم ٹریننگ میں۔`,
  syllabusEyebrow: 'آپ کیا سیکھیں گے',
  syllabusTitle: 'کورس کا نصاب',
  syllabusDescription: (duration) =>
    `دس ماڈیولز، جو ${duration} میں ترتیب سے پڑھائے جاتے ہیں، اور ہر ماڈیول ایک عملی کام پر ختم ہوتا ہے۔`,
  readyTitle: 'شروع کرنے کے لیے تیار ہیں؟',
  readyDescription: (city) =>
    `ہمارے ${city} کیمپس میں صبح، شام اور ویک اینڈ بیچز۔ کوئی بھی سوال ہو تو ہمیں کال کریں، یا ہمارے دوسرے کورسز کا موازنہ کریں۔`,
  browseAll: 'تمام کورسز دیکھیں',
  call: 'کال کریں:',
};

export default ur;
