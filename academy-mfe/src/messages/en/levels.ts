// The English words of the course levels: a part of academy's catalogue in a module of its own, so
// that a chunk carries only the English it renders; the Urdu is ../ur/levels.ts.
import type { CourseLevel } from '@/lib/catalogue/courses';
import { defineMessages } from '@/messages';

export const enLevels: Record<CourseLevel, string> = {
  Beginner: 'Beginner',
  Intermediate: 'Intermediate',
  Advanced: 'Advanced',
  'Beginner to Intermediate': 'Beginner to Intermediate',
  'Beginner to Advanced': 'Beginner to Advanced',
};

/** These words in the page's language: `const t = useLevelsMessages();`. */
export const useLevelsMessages = defineMessages('levels', enLevels, {
  ur: () => import(/* webpackChunkName: "messages-ur-levels" */ '../ur/levels'),
});
