// accounts-mfe's words in English: the 'admin' part of its catalogue (its Urdu is ../ur/admin.ts):
// the staff sign-in at /admin-jeansrecycle, the one staff page in Urdu too.
import type { Catalogue } from '@site/i18n';
import { defineMessages } from '@/messages';

export const enAdmin = {
  subtitle: 'Jeans Recycle — Recycling Management System',
  description: (subtitle: string) => `${subtitle}: administrator sign-in.`,
  eyebrow: 'Administrators',
  restricted: 'Restricted area',
  warningBefore: 'Authorised administrators only. If you reached this page by mistake, go back to the',
  warningLink: 'home page',
  warningAfter: '.',
  formLabel: 'Admin sign in',
  signingIn: 'Signing in…',
  /** Why the sign-in page was opened (`?session=`). */
  sessionNotices: {
    ended: 'Your session has ended. Please sign in again.',
    'signed-out': 'You have signed out.',
  },
  /** What the page says when the API gives no message of its own (and always on an Urdu page). */
  failures: {
    refused: 'The username or password is not right.',
    throttled: 'Too many attempts. Wait a few minutes, then try again.',
    unreachable: 'The sign-in could not be sent. Check your connection, then try again.',
  },
  totp: {
    formLabel: 'Two-step sign-in',
    /** The code's digits and period are the staff contract's (`TOTP_DIGITS`, `TOTP_PERIOD_SECONDS`). */
    text: (digits: number) =>
      `Open the authenticator app on your phone and enter the ${digits}-digit code it shows for this site.`,
    label: 'Authenticator code',
    hint: (digits: number, seconds: number) =>
      `${digits} digits. A new code appears every ${seconds} seconds.`,
    invalid: (digits: number) => `Enter the ${digits} digits your authenticator app shows.`,
    refused: 'That code is not right. Enter the code your app shows now.',
    submit: 'Verify and sign in',
    verifying: 'Verifying…',
    restart: 'Sign in with another account',
  },
  /** Said before the script and without it (`<noscript>`), and after a post without script. */
  noScript: {
    title: 'The staff area needs JavaScript',
    text: 'Turn on JavaScript in this browser, then sign in again. Nothing was sent and no password was stored.',
  },
} satisfies Catalogue;

/** The 'admin' words in the page's language: `const t = useAdminMessages();`. */
export const useAdminMessages = defineMessages('admin', enAdmin, {
  ur: () => import(/* webpackChunkName: "messages-ur-admin" */ '../ur/admin'),
});
