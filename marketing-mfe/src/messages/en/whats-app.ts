// The English words of the WhatsApp contact points (consultancy section, pricing and packages pages).
// A part of marketing's catalogue in a module of its own, so that a chunk carries only the
// English it renders; the Urdu is ../ur/whats-app.ts.
import type { Catalogue } from '@site/i18n';
import { siteSettings } from '@site/site';
import { defineMessages } from '@/messages';

const { companyName } = siteSettings;

/** Prefilled WhatsApp messages (whatsapp.templates.json) and the links' words. */
export const enWhatsApp = {
  consultancy: `Hello ${companyName}! I would like to book a free consultation about my project.`,
  consultancyLabel: 'Chat on WhatsApp',
  package: (pkg: string, service: string) =>
    `Hello ${companyName}! I am interested in the ${pkg} package for ${service}. Can we discuss my project?`,
  opensWhatsApp: ' (opens WhatsApp)',
} satisfies Catalogue;

/** These words in the page's language: `const t = useWhatsAppMessages();`. */
export const useWhatsAppMessages = defineMessages('whats-app', enWhatsApp, {
  ur: () => import(/* webpackChunkName: "messages-ur-whats-app" */ '../ur/whats-app'),
});
