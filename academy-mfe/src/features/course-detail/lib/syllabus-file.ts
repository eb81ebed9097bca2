import { siteSettings } from '@site/site';
import type { CourseDetail } from '../data/course-details';

/** e.g. `react-js-syllabus.txt`. */
export function syllabusFileName(detail: Pick<CourseDetail, 'slug'>): string {
  return `${detail.slug}-syllabus.txt`;
}

/** The syllabus as a plain-text (Markdown-flavoured) document, generated from the page's data. */
export function syllabusText(detail: CourseDetail, { enrollUrl }: { enrollUrl?: string } = {}): string {
  const lines = [
    `# ${detail.title}: Course Syllabus`,
    `${siteSettings.companyName}, ${siteSettings.city}`,
    '',
    `Duration: ${detail.weeks} weeks`,
    `Level: ${detail.course.level}`,
    `Format: ${detail.format}`,
    '',
    detail.summary,
    '',
    '## What you will learn',
    ...detail.whatYouLearn.map((item) => `- ${item}`),
    '',
    '## Week-by-week curriculum',
    ...detail.curriculum.flatMap((week) => [
      '',
      `### Week ${week.week}: ${week.title}`,
      ...week.topics.map((topic) => `- ${topic}`),
    ]),
    '',
    '## Enroll',
    ...(enrollUrl ? [`Enrollment form: ${enrollUrl}`] : []),
    `E-mail: ${siteSettings.email}`,
    `Phone: ${siteSettings.phones.join(', ')}`,
    `Address: ${siteSettings.address}`,
    '',
  ];
  return lines.join('\n');
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
