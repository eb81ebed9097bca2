// The English words of the /course cards (the track's name is also its detail page's title), by
// course id: a part of academy's catalogue in a module of its own, so that a chunk carries only the
// English it renders; the Urdu is ../ur/cards.ts.
import type { ListedCourseId } from '@/features/course-list/data/course-cards';
import { defineMessages } from '@/messages';

/** A /course card's words (the track's name is also its detail page's title). */
export type CardWords = { title: string; description: string };

export const enCards: Record<ListedCourseId, CardWords> = {
  'web-development': {
    title: 'Full-Stack Web Development',
    description: 'HTML, CSS, JavaScript, React and Laravel: build and deploy complete websites and web apps.',
  },
  'react-native': {
    title: 'React Native Mobile Development',
    description:
      'Build cross-platform Android and iOS apps with React Native, from first screen to store release.',
  },
  laravel: {
    title: 'Laravel Web Applications',
    description: 'Modern PHP and Laravel: databases, authentication, REST APIs, queues and deployment.',
  },
  'react-js': {
    title: 'React JS Development',
    description:
      'Components, hooks, routing, data fetching and testing: user interfaces the way the industry builds them.',
  },
  'shopify-apps-development': {
    title: 'Shopify App Development',
    description:
      'Build Shopify apps with Remix, Polaris and the Admin GraphQL API, and sell them on the App Store.',
  },
  'basic-computer': {
    title: 'Basic Computer Skills',
    description: 'Windows, MS Word, Excel, PowerPoint, the internet and e-mail, for complete beginners.',
  },
};

/** These words in the page's language: `const t = useCardsMessages();`. */
export const useCardsMessages = defineMessages('cards', enCards, {
  ur: () => import(/* webpackChunkName: "messages-ur-cards" */ '../ur/cards'),
});
