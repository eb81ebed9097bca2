// The English words of the 11 courses (the home courses section, and the course names of the
// landing and detail pages), gathered from the course catalogue by id: a part of academy's
// catalogue in a module of its own, so that a chunk carries only the English it renders; the Urdu is
// ../ur/courses.ts.
import { courses, type CourseId } from '@/lib/catalogue/courses';
import { byId } from './by-id';
import { defineMessages } from '@/messages';

/** A course's words: its card and modal on the home page, its name everywhere else. */
export type CourseWords = { title: string; description: string; topics: readonly string[] };
export const enCourses = byId(
  courses,
  (course): CourseId => course.id,
  ({ title, description, topics }): CourseWords => ({ title, description, topics }),
);

/** These words in the page's language: `const t = useCoursesMessages();`. */
export const useCoursesMessages = defineMessages('courses', enCourses, {
  ur: () => import(/* webpackChunkName: "messages-ur-courses" */ '../ur/courses'),
});
