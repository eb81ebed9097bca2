// The English words of the hero at the top of the home page.
// A part of marketing's catalogue in a module of its own, so that a chunk carries only the
// English it renders; the Urdu is ../ur/hero.ts.
import type { Catalogue } from '@site/i18n';
import { siteSettings } from '@site/site';
import { defineMessages } from '@/messages';

const { city } = siteSettings;

export const enHero = {
  eyebrow: `Software house & IT training institute in ${city}`,
  /** The h1 in three parts: the middle one is emphasised (the gradient). */
  titleBefore: 'We build ',
  titleEmphasis: 'digital products',
  titleAfter: ' that grow your business',
  lead: 'Websites, web apps and mobile apps in Laravel, React, React Native, Remix, MERN and Shopify, built by a team that also trains the next generation of developers.',
  startProject: 'Start Your Project',
  viewWork: 'View Our Work',
  facts: ['Web & mobile apps', 'Hands-on IT courses', 'Support after launch'],
} satisfies Catalogue;

/** These words in the page's language: `const t = useHeroMessages();`. */
export const useHeroMessages = defineMessages('hero', enHero, {
  ur: () => import(/* webpackChunkName: "messages-ur-hero" */ '../ur/hero'),
});
