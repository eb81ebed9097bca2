// The English words of the /course cards (the track's name is also its detail page's title),
// gathered from the card data by id: a part of academy's catalogue in a module of its own, so that
// a chunk carries only the English it renders; the Urdu is ../ur/cards.ts.
import { courseCards, type ListedCourseId } from '@/features/course-list/data/course-cards';
import { byId } from './by-id';
import { defineMessages } from '@/messages';

/** A /course card's words (the track's name is also its detail page's title). */
export type CardWords = { title: string; description: string };
export const enCards = byId(
  courseCards,
  (card): ListedCourseId => card.id,
  ({ title, description }): CardWords => ({ title, description }),
);

/** These words in the page's language: `const t = useCardsMessages();`. */
export const useCardsMessages = defineMessages('cards', enCards, {
  ur: () => import(/* webpackChunkName: "messages-ur-cards" */ '../ur/cards'),
});
