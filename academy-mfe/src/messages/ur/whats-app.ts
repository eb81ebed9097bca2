// academy-mfe's words of the whatsApp part in Urdu: the shape of ../en/whats-app.ts, a chunk loaded only
// on /ur pages, with the code that shows them. Product and technology names stay in Latin script.
import { type Translation } from '@site/i18n';
import { siteSettings } from '@site/site';
import type { enWhatsApp } from '../en/whats-app';

/** "… کورس میں": a course whose name already ends in "کورس" is not named "… کورس کورس". */
const courseName = (course: string) => (/کورس$/.test(course.trim()) ? course : `${course} کورس`);

const ur: Translation<typeof enWhatsApp> = {
  label: 'اس کورس کے بارے میں WhatsApp پر پوچھیں',
  message: (course) =>
    `السلام علیکم ${siteSettings.companyName}! مجھے ${courseName(course)} میں دلچسپی ہے۔ براہِ کرم فیس، کلاسوں کے اوقات اور اگلے بیچ کی تاریخ بتا دیں۔`,
};

export default ur;
