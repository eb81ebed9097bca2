// accounts-mfe's words of the courses part in Urdu: the shape of ../en/courses.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import type { enCourses } from '../en/courses';

const ur: Translation<typeof enCourses> = {
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
  batch: (date) => `بیچ: ${date}`,
  titles: {
    'Web Development': 'ویب ڈویلپمنٹ',
    'Basic Computer Course': 'بنیادی کمپیوٹر کورس',
    'React JS': 'React JS',
  },
};

export default ur;
