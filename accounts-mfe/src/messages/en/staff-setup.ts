// accounts-mfe's words in English: the 'staff-setup' part of its catalogue, the one-time link's
// page (/admin-jeansrecycle/setup#token=…). English only, like every staff page.
import type { Catalogue } from '@site/i18n';
import { defineMessages } from '@/messages';

export const enSetup = {
  title: 'Set your password',
  eyebrow: 'Staff area',
  subtitle: 'Your one-time link: choose the password you will sign in with.',
  checking: 'Checking your link…',
  noScript: 'Setting a password needs JavaScript. Turn it on in this browser, then open the link again.',
  expired: 'This link has expired or was already used. Ask an admin for a new one.',
  incomplete:
    'This link is incomplete. Open the whole link from your message again, or ask an admin for a new one.',
  unreachable: 'The staff API did not answer. Check your connection, then try again.',
  account: 'Account',
  roles: { admin: 'Admin', staff: 'Staff' },
  formLabel: 'Set your password',
  password: 'New password',
  passwordHint: 'At least 12 characters; a long phrase is best; no other rules.',
  passwordShort: 'Use at least 12 characters.',
  confirm: 'Confirm the new password',
  mismatch: 'The two passwords differ. Type the same password in both fields.',
  totp: {
    legend: 'Authenticator app',
    required: 'Admins sign in with a code from an authenticator app too.',
    optional: 'Optional, and safer: sign in with a code from an authenticator app too.',
    scan: 'Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator or another).',
    qrAlt: (username: string) => `QR code that adds ${username} of CodeNest to an authenticator app`,
    key: 'Cannot scan it? Type this key into the app:',
    code: 'Code from the app',
    codeHint: 'The 6 digits the app shows for CodeNest, to check that it is set up.',
    codeOptionalHint: 'Leave it empty to sign in with your password alone.',
    invalid: 'Enter the 6 digits the app shows.',
  },
  submit: 'Set password',
  submitting: 'Setting your password…',
  done: {
    title: 'Your password is set',
    text: 'Sign in with your username and your new password.',
    signIn: 'Sign in',
  },
} satisfies Catalogue;

/** The 'staff-setup' words (English only): `const t = useSetupMessages();`. */
export const useSetupMessages = defineMessages('staff-setup', enSetup);
