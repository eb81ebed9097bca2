// The English words of the detail pages, gathered from their data by id: a part of academy's
// catalogue in a module of its own, so that a chunk carries only the English it renders; the Urdu is
// ../ur/details.ts.
import { courseDetails, type DetailCourseId } from '@/features/course-detail/data/course-details';
import { byId, byPlace, type HighlightKey, type HighlightWords } from './by-id';
import { defineMessages } from '@/messages';

/** A detail page's words; `curriculum` is keyed by week number ('1', '2' …). */
export type DetailWords = {
  summary: string;
  metaDescription: string;
  highlights: Record<HighlightKey, HighlightWords>;
  whatYouLearn: readonly string[];
  curriculum: Record<string, { title: string; topics: readonly string[] }>;
};
export const enDetails = byId(
  courseDetails,
  (detail): DetailCourseId => detail.courseId,
  (detail): DetailWords => ({
    summary: detail.summary,
    metaDescription: detail.metaDescription,
    highlights: byPlace(detail.highlights),
    whatYouLearn: detail.whatYouLearn,
    curriculum: byId(
      detail.curriculum,
      (week) => String(week.week),
      ({ title, topics }) => ({ title, topics }),
    ),
  }),
);

/** These words in the page's language: `const t = useDetailsMessages();`. */
export const useDetailsMessages = defineMessages('details', enDetails, {
  ur: () => import(/* webpackChunkName: "messages-ur-details" */ '../ur/details'),
});
