// academy-mfe's words of the syllabusFile part in Urdu: the shape of ../en/syllabus-file.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { formatNumber, ltr, type Translation } from '@site/i18n';
import type { enSyllabusFile } from '../en/syllabus-file';

/** Left-to-right isolate (U+2066 … U+2069) around a Latin run (phone, e-mail, URL) in plain Urdu text. */
const ur: Translation<typeof enSyllabusFile> = {
  // A right-to-left mark opens every line, so that text viewers lay the file out right to left.
  line: (text) => `\u200f${text}`,
  heading: (title) => `# ${title}: کورس کا نصاب`,
  duration: (weeks) => `دورانیہ: ${weeks}`,
  level: (level) => `سطح: ${level}`,
  format: (format) => `طریقۂ تدریس: ${format}`,
  whatYouWillLearn: '## آپ کیا سیکھیں گے',
  curriculum: '## ہفتہ وار نصاب',
  week: (week, title) => `### ہفتہ ${formatNumber('ur', week)}: ${title}`,
  enroll: '## داخلہ',
  enrollmentForm: (url) => `داخلہ فارم: ${ltr(url)}`,
  email: (email) => `ای میل: ${ltr(email)}`,
  phone: (phones) => `فون: ${phones.map(ltr).join('، ')}`,
  address: (address) => `پتا: ${address}`,
};

export default ur;
