// accounts-mfe's words in English: the 'sign-in' part of its catalogue (its Urdu is
// ../ur/sign-in.ts): what /login's Sign In and the Student Portal say alike, since both sign in the
// same kind of account (issue 43).
import type { Catalogue } from '@site/i18n';
import { defineMessages } from '@/messages';

export const enSignIn = {
  keepSignedIn: 'Keep me signed in',
  /** `days`: @site/people's KEEP_SIGNED_IN_DAYS. */
  keepSignedInHint: (days: number) =>
    `For ${days} days on this device. Leave it unticked on a shared or lab computer.`,
  signingIn: 'Signing in…',
  /** After a refused sign-in: the way to a new password (the self-service reset). */
  forgotPrompt: 'Forgot your password?',
  forgotAction: 'Get a link to choose a new one',
  /** When the API was not reached, failed, or said nothing of its own. */
  unreachable: 'The sign-in could not be sent. Check your connection, then try again.',
  /** Said before the script and without it (`<noscript>`), and after a post without script. */
  noScript: {
    title: 'Signing in needs JavaScript',
    text: 'Turn on JavaScript in this browser, then try again. Nothing was sent and no password was stored.',
  },
} satisfies Catalogue;

/** The 'sign-in' words in the page's language: `const t = useSignInMessages();`. */
export const useSignInMessages = defineMessages('sign-in', enSignIn, {
  ur: () => import(/* webpackChunkName: "messages-ur-sign-in" */ '../ur/sign-in'),
});
