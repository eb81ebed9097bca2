// The English words of the home page (its meta description, the courses widget's label).
// A part of marketing's catalogue in a module of its own, so that a chunk carries only the
// English it renders; the Urdu is ../ur/home.ts.
import type { Catalogue } from '@site/i18n';
import { siteSettings } from '@site/site';
import { defineMessages } from '@/messages';

const { companyName, city } = siteSettings;

export const enHome = {
  description: `${companyName} builds websites, web apps and mobile apps in Laravel, React, React Native and Shopify, and runs hands-on IT courses in ${city}.`,
  coursesLabel: 'our courses',
} satisfies Catalogue;

/** These words in the page's language: `const t = useHomeMessages();`. */
export const useHomeMessages = defineMessages('home', enHome, {
  ur: () => import(/* webpackChunkName: "messages-ur-home" */ '../ur/home'),
});
