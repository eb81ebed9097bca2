// The words the federation package writes itself (an area loading or failing, the 404 page). The
// English ship with it; another language's (./words-ur.ts) come with the page frame's catalogue in
// that language, which the shell loads on that language's pages only.
import { messagesHook, type Catalogue } from '@site/i18n';

export const federationWords = {
  loading: (label: string) => `Loading ${label}…`,
  failed: (label: string) => `Sorry, we couldn’t load ${label}.`,
  failedBody:
    'This part of the site is temporarily unavailable. Please check your connection and try again; the rest of the site keeps working.',
  tryAgain: 'Try again',
  notFoundTitle: 'Page not found',
  notFoundHeading: 'Oops! Page not found',
  notFoundBody: 'The page you are looking for doesn’t exist or has moved.',
  returnHome: 'Return to Home',
  notFoundWhatsApp: (company: string, path: string) =>
    `Hello ${company}! I could not find a page on your website (${path}). Can you help me?`,
  chatOnWhatsApp: 'Ask us on WhatsApp',
} satisfies Catalogue;

/** The name the federation's words are registered under in other languages. */
export const FEDERATION_MESSAGES = 'federation';

/** The federation's words in the page's language. */
export const useFederationWords = messagesHook(FEDERATION_MESSAGES, federationWords);
