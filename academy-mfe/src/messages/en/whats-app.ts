// The English words of the WhatsApp contact point of the course pages: a part of academy's
// catalogue in a module of its own, so that a chunk carries only the English it renders; the Urdu is
// ../ur/whats-app.ts.
import type { Catalogue } from '@site/i18n';
import { siteSettings } from '@site/site';
import { defineMessages } from '@/messages';

export const enWhatsApp = {
  label: 'Ask about this course on WhatsApp',
  message: (course: string) =>
    `Hello ${siteSettings.companyName}! I am interested in the ${/ course$/i.test(course) ? course : `${course} course`}. Please share the fee, class timings and the next batch date.`,
} satisfies Catalogue;

/** These words in the page's language: `const t = useWhatsAppMessages();`. */
export const useWhatsAppMessages = defineMessages('whats-app', enWhatsApp, {
  ur: () => import(/* webpackChunkName: "messages-ur-whats-app" */ '../ur/whats-app'),
});
