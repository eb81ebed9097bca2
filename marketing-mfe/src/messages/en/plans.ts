// The English words of the plan cards, shared by the pricing and packages pages.
// A part of marketing's catalogue in a module of its own, so that a chunk carries only the
// English it renders; the Urdu is ../ur/plans.ts.
import type { Catalogue } from '@site/i18n';
import { defineMessages } from '@/messages';

export const enPlans = {
  mostPopular: 'Most Popular',
  features: (name: string) => `${name} features`,
  whatsApp: (name: string) => `Ask about ${name} on WhatsApp`,
} satisfies Catalogue;

/** These words in the page's language: `const t = usePlansMessages();`. */
export const usePlansMessages = defineMessages('plans', enPlans, {
  ur: () => import(/* webpackChunkName: "messages-ur-plans" */ '../ur/plans'),
});
