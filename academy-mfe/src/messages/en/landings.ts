// The English words of the landing pages, gathered from their data by id: a part of academy's
// catalogue in a module of its own, so that a chunk carries only the English it renders; the Urdu is
// ../ur/landings.ts.
import { landingPages, type LandingCourseId } from '@/features/landing/data/landing-pages';
import { byId, byPlace, type HighlightKey, type HighlightWords } from './by-id';
import { defineMessages } from '@/messages';

/** A landing page's words. */
export type LandingWords = {
  title: string;
  metaDescription: string;
  intro: string;
  highlights: Record<HighlightKey, HighlightWords>;
  syllabus: readonly string[];
};
export const enLandings = byId(
  landingPages,
  (page): LandingCourseId => page.courseId,
  (page): LandingWords => ({
    title: page.title,
    metaDescription: page.metaDescription,
    intro: page.intro,
    highlights: byPlace(page.highlights),
    syllabus: page.syllabus,
  }),
);

/** These words in the page's language: `const t = useLandingsMessages();`. */
export const useLandingsMessages = defineMessages('landings', enLandings, {
  ur: () => import(/* webpackChunkName: "messages-ur-landings" */ '../ur/landings'),
});
