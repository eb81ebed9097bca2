import { siteSettings } from '@site/site';
import type { enCards } from '@/messages/en/cards';
import type { enCompany } from '@/messages/en/company';
import type { enDetail } from '@/messages/en/detail';
import type { enDetails } from '@/messages/en/details';
import type { enLevels } from '@/messages/en/levels';
import type { enSyllabusFile } from '@/messages/en/syllabus-file';
import type { enUnits } from '@/messages/en/units';
import { curriculumWeeks, type CourseDetail } from '../data/course-details';

/** The parts of the academy's messages the syllabus is written with, in the page's language. */
export interface SyllabusWords {
  cards: typeof enCards;
  company: typeof enCompany;
  detail: typeof enDetail;
  details: typeof enDetails;
  levels: typeof enLevels;
  syllabusFile: typeof enSyllabusFile;
  units: typeof enUnits;
}

/** e.g. `react-js-syllabus.txt`. */
export function syllabusFileName(detail: Pick<CourseDetail, 'slug'>): string {
  return `${detail.slug}-syllabus.txt`;
}

/**
 * The syllabus as a plain-text (Markdown-flavoured) document, generated from the page's data in
 * the page's language (`t`, the academy's messages; English when none are given).
 */
export function syllabusText(
  detail: CourseDetail,
  { enrollUrl, t }: { enrollUrl?: string; t: SyllabusWords },
): string {
  const words = t.details[detail.courseId];
  const s = t.syllabusFile;
  const lines = [
    s.heading(t.cards[detail.courseId].title),
    `${siteSettings.companyName}, ${t.company.city}`,
    '',
    s.duration(t.units.weeks(detail.weeks)),
    s.level(t.levels[detail.course.level]),
    s.format(t.detail.classroom(t.company.city)),
    '',
    words.summary,
    '',
    s.whatYouWillLearn,
    ...words.whatYouLearn.map((item) => `- ${item}`),
    '',
    s.curriculum,
    ...curriculumWeeks(detail).flatMap((week) => {
      const { title, topics } = words.curriculum[String(week)]!;
      return ['', s.week(week, title), ...topics.map((topic) => `- ${topic}`)];
    }),
    '',
    s.enroll,
    ...(enrollUrl ? [s.enrollmentForm(enrollUrl)] : []),
    s.email(siteSettings.email),
    s.phone(siteSettings.phones),
    s.address(t.company.address),
    '',
  ];
  return lines.map((line) => (line ? s.line(line) : line)).join('\n');
}

/** Saves text as a file: a Blob behind an object URL, clicked through a temporary <a download>. */
export function downloadTextFile(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has started the download once click() returns; free the URL afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
