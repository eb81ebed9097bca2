// accounts-mfe's words in English: the 'courses' part of its catalogue (its Urdu is ../ur/courses.ts).
import type { Catalogue } from '@site/i18n';
import type { CourseStatus, CourseTitle } from '@/features/profile/data/my-courses';
import { defineMessages } from '@/messages';

export const enCourses = {
  title: 'My Courses',
  intro: 'Your enrolments at CodeNest and how far along you are.',
  browse: 'Browse courses',
  enrolled: 'Enrolled',
  completed: 'Completed',
  average: 'Average progress',
  status: {
    'In Progress': 'In Progress',
    Completed: 'Completed',
  } satisfies Record<CourseStatus, string>,
  /** `percent` is formatted for the language ('75%'). */
  complete: (percent: string) => `${percent} complete`,
  progressLabel: (title: string) => `${title} progress`,
  enrolledOn: (date: string) => `Enrolled ${date}`,
  batch: (date: string) => `Batch of ${date}`,
  titles: {
    'Web Development': 'Web Development',
    'Basic Computer Course': 'Basic Computer Course',
    'React JS': 'React JS',
  } satisfies Record<CourseTitle, string>,
} satisfies Catalogue;

/** The 'courses' words in the page's language: `const t = useCoursesMessages();`. */
export const useCoursesMessages = defineMessages('courses', enCourses, {
  ur: () => import(/* webpackChunkName: "messages-ur-courses" */ '../ur/courses'),
});
