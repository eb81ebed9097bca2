// The English words of words several pages share (buttons, fact labels, breadcrumbs): a part of
// academy's catalogue in a module of its own, so that a chunk carries only the English it renders;
// the Urdu is ../ur/common.ts.
import type { Catalogue } from '@site/i18n';
import { defineMessages } from '@/messages';

export const enCommon = {
  enrollNow: 'Enroll Now',
  duration: 'Duration',
  level: 'Level',
  whyThisCourse: 'Why this course',
  courseHighlights: 'Course Highlights',
  courseFacts: 'Course facts',
  /** Between a hero fact's label and its value: 'Duration: 6 months'. */
  factSeparator: ': ',
  home: 'Home',
  courses: 'Courses',
} satisfies Catalogue;

/** These words in the page's language: `const t = useCommonMessages();`. */
export const useCommonMessages = defineMessages('common', enCommon, {
  ur: () => import(/* webpackChunkName: "messages-ur-common" */ '../ur/common'),
});
