// The English words of the /course page: a part of academy's catalogue in a module of its own, so
// that a chunk carries only the English it renders; the Urdu is ../ur/course-list.ts.
import type { Catalogue } from '@site/i18n';
import { defineMessages } from '@/messages';

export const enCourseList = {
  metaDescription:
    'Practical IT courses in Sargodha: web development, React, React Native, Laravel, Shopify and basic computer skills, taught by working developers.',
  eyebrow: 'Academy',
  description:
    'Practical courses taught by developers who build software for clients every day. Pick a track and start building.',
  students: 'Students',
  rating: 'Rating',
  /** The rating is read with its scale: hidden words before and after the visible number. */
  ratingBefore: (_max: number) => '',
  ratingAfter: (max: number) => ` out of ${max}`,
  /** 'Learn More' names its course for screen readers and search engines, in hidden words. */
  learnMore: 'Learn More',
  learnMoreBefore: (_title: string) => '',
  learnMoreAfter: (title: string) => ` about ${title}`,
} satisfies Catalogue;

/** These words in the page's language: `const t = useCourseListMessages();`. */
export const useCourseListMessages = defineMessages('course-list', enCourseList, {
  ur: () => import(/* webpackChunkName: "messages-ur-course-list" */ '../ur/course-list'),
});
