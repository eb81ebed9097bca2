// The one-time link's page (`staffPages.setup`; accounts-mfe's `staff-setup` part): setting a
// password, and an authenticator app.
import { siteSettings } from '@site/site';
import { PASSWORD_MIN_LENGTH } from '../passwords';
import { TOTP_DIGITS } from '../totp';
import { roleLabels } from './labels';
import { passwordMessages } from './passwords';

const app = siteSettings.shortName;

export const setupWords = {
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
  roles: roleLabels,
  formLabel: 'Set your password',
  password: 'New password',
  passwordHint: `At least ${PASSWORD_MIN_LENGTH} characters; a long phrase is best; no other rules.`,
  /** What the page itself finds wrong with a password, before the API's list of leaked ones. */
  passwordProblems: passwordMessages,
  confirm: 'Confirm the new password',
  mismatch: 'The two passwords differ. Type the same password in both fields.',
  totp: {
    legend: 'Authenticator app',
    required: 'You sign in with a code from an authenticator app too.',
    scan: 'Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator or another).',
    qrAlt: (username: string) => `QR code that adds ${username} of ${app} to an authenticator app`,
    key: 'Cannot scan it? Type this key into the app:',
    code: 'Code from the app',
    codeHint: `The ${TOTP_DIGITS} digits the app shows for ${app}, to check that it is set up.`,
    invalid: `Enter the ${TOTP_DIGITS} digits the app shows.`,
  },
  submit: 'Set password',
  submitting: 'Setting your password…',
  done: {
    title: 'Your password is set',
    text: 'Sign in with your username and your new password.',
    signIn: 'Sign in',
  },
};
