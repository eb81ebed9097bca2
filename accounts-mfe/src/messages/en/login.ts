// accounts-mfe's words in English: the 'login' part of its catalogue (its Urdu is ../ur/login.ts):
// /login in each of its states (`?mode=`), and what Create Account says.
import type { Catalogue } from '@site/i18n';
import { defineMessages } from '@/messages';

export const enLogin = {
  description: (companyName: string) => `Sign in to your ${companyName} account, or create one.`,
  modes: {
    'sign-in': {
      title: 'Sign In',
      subtitle: 'Welcome back! Sign in to continue learning with CodeNest.',
      submit: 'Sign In',
      switchPrompt: "Don't have an account?",
      switchAction: 'Create Account',
    },
    'create-account': {
      title: 'Create Account',
      subtitle: 'Join CodeNest to keep your courses and progress in one place.',
      submit: 'Create Account',
      switchPrompt: 'Already have an account?',
      switchAction: 'Sign In',
    },
    // Asking for a reset link, and the states a mailed link opens (`#token=…`): their forms and
    // the rest of their words are the 'links' part's, loaded with their code.
    forgot: {
      title: 'Reset your password',
      subtitle: 'Enter the e-mail address of your account: we will send it a link to choose a new password.',
    },
    verify: {
      title: 'Confirm your e-mail',
      subtitle: 'The link in our e-mail confirms the address of your CodeNest account.',
    },
    reset: {
      title: 'Choose a new password',
      subtitle: 'Set the new password of your CodeNest account.',
    },
    invite: {
      title: 'Welcome to CodeNest',
      subtitle: 'Choose the password of your student account, then follow your course online.',
    },
  },
  /** Names a link's state while its code is on its way ("Loading your link…"), and checking it. */
  link: { label: 'your link', checking: 'Checking your link…' },
  /** Why /login was opened (`?session=`, lib/person-paths.ts): said above the form. */
  sessionNotices: {
    'signed-out': 'You have signed out.',
    everywhere: 'You have signed out on every device.',
    deleted:
      'Your account is deleted and you are signed out everywhere. What you sent us stays with CodeNest, no longer linked to an account.',
  },
  mismatch: 'Passwords do not match. Enter the same password in both fields.',
  /** Under a new password. `min`: the password rules' (@site/staff's PASSWORD_MIN_LENGTH). */
  passwordHint: (min: number) =>
    `At least ${min} characters. A few words you will remember make a strong one.`,
  creating: 'Creating your account…',
  unreachable: 'The form could not be sent. Check your connection, then try again.',
  /**
   * What Create Account (and the reset request: the 'links' part) say once sent: the same whether
   * or not the address has an account (its owner's mail says which).
   */
  sent: {
    title: 'Check your e-mail',
    signUp: (email: string) =>
      `We have sent a message to ${email}. For a new account, open the link in it to confirm your address, then sign in.`,
    spam: 'Nothing after a few minutes? Look in your spam folder, or try again.',
  },
  aside: {
    title: 'Learn, build and grow in Sargodha',
    description: 'Classroom courses in web, mobile and Shopify development, taught by working developers.',
    points: [
      'Follow your course progress in one place',
      'Morning, evening and weekend batches',
      'Real projects you can show to employers',
    ],
  },
} satisfies Catalogue;

/** The 'login' words in the page's language: `const t = useLoginMessages();`. */
export const useLoginMessages = defineMessages('login', enLogin, {
  ur: () => import(/* webpackChunkName: "messages-ur-login" */ '../ur/login'),
});
