// The English words of the syllabus download of the detail pages (a plain-text file): a part of
// academy's catalogue in a module of its own, so that a chunk carries only the English it renders;
// the Urdu is ../ur/syllabus-file.ts.
import type { Catalogue } from '@site/i18n';
import { defineMessages } from '@/messages';

/** The syllabus download (a plain-text file). */
export const enSyllabusFile = {
  /** A line with text as written in the file: as is in English; after a right-to-left mark in Urdu. */
  line: (text: string) => text,
  heading: (title: string) => `# ${title}: Course Syllabus`,
  duration: (weeks: string) => `Duration: ${weeks}`,
  level: (level: string) => `Level: ${level}`,
  format: (format: string) => `Format: ${format}`,
  whatYouWillLearn: '## What you will learn',
  curriculum: '## Week-by-week curriculum',
  week: (week: number, title: string) => `### Week ${week}: ${title}`,
  enroll: '## Enroll',
  enrollmentForm: (url: string) => `Enrollment form: ${url}`,
  email: (email: string) => `E-mail: ${email}`,
  phone: (phones: readonly string[]) => `Phone: ${phones.join(', ')}`,
  address: (address: string) => `Address: ${address}`,
} satisfies Catalogue;

/** These words in the page's language: `const t = useSyllabusFileMessages();`. */
export const useSyllabusFileMessages = defineMessages('syllabus-file', enSyllabusFile, {
  ur: () => import(/* webpackChunkName: "messages-ur-syllabus-file" */ '../ur/syllabus-file'),
});
