// The shell's legal summaries in English (the footer's Privacy Policy and Terms of Service
// dialogs): a part of their own, in the chunk of the dialog's body, which comes on demand; the
// Urdu is ./ur-legal.ts.
import type { Catalogue } from '@site/i18n';
import { defineMessages } from './index';

export const enLegal = {
  privacy: [
    'We use the details you send us (for example through the project request form) only to answer you and to prepare a proposal. We do not sell or share them.',
    'This site sets no tracking cookies and loads nothing from other companies.',
  ],
  terms: [
    'Quotes, prices and course fees on this site are indicative; the written proposal or admission letter you receive is what binds us.',
    'Course content and schedules may change to keep up with the industry; enrolled students are told in advance.',
  ],
  onRequest: 'The complete document is available on request:',
  end: '.',
} satisfies Catalogue;

/** These words in the page's language: `const t = useLegalMessages();`. */
export const useLegalMessages = defineMessages('legal', enLegal, {
  ur: () => import(/* webpackChunkName: "messages-ur-legal" */ './ur-legal'),
});
