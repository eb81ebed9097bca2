// The English words of the Sargodha landing pages: a part of academy's catalogue in a module of its
// own, so that a chunk carries only the English it renders; the Urdu is
// ../ur/landing.ts.
import type { Catalogue } from '@site/i18n';
import { defineMessages } from '@/messages';

export const enLanding = {
  eyebrow: (companyName: string) => `${companyName} Academy`,
  campus: 'Campus',
  viewSyllabus: 'View Syllabus',
  highlightsDescription: (course: string, duration: string) =>
    `Everything you need to learn ${course} properly, in ${duration} of classroom training.`,
  syllabusEyebrow: 'What you will learn',
  syllabusTitle: 'Course Syllabus',
  syllabusDescription: (duration: string) =>
    `Ten modules, taught in order over ${duration}, each ending with a practical task.`,
  readyTitle: 'Ready to start?',
  readyDescription: (city: string) =>
    `Morning, evening and weekend batches at our ${city} campus. Call us with any question, or compare our other courses.`,
  browseAll: 'Browse All Courses',
  call: 'Call',
} satisfies Catalogue;

/** These words in the page's language: `const t = useLandingMessages();`. */
export const useLandingMessages = defineMessages('landing', enLanding, {
  ur: () => import(/* webpackChunkName: "messages-ur-landing" */ '../ur/landing'),
});
