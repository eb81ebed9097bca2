// accounts-mfe's words in English: the 'contact' part of its catalogue (its Urdu is ../ur/contact.ts).
import type { Catalogue } from '@site/i18n';
import { defineMessages } from '@/messages';

/** "E-mail info@… or call +92… / +92…." around the company's e-mail and phones. */
export const enContact = {
  orCall: 'or call',
  end: '.',
} satisfies Catalogue;

/** The 'contact' words in the page's language: `const t = useContactMessages();`. */
export const useContactMessages = defineMessages('contact', enContact, {
  ur: () => import(/* webpackChunkName: "messages-ur-contact" */ '../ur/contact'),
});
