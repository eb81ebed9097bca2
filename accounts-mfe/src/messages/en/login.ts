// accounts-mfe's words in English: the 'login' part of its catalogue (its Urdu is ../ur/login.ts).
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
  },
  mismatch: 'Passwords do not match. Enter the same password in both fields.',
  aside: {
    title: 'Learn, build and grow in Sargodha',
    description: 'Classroom courses in web, mobile and Shopify development, taught by working developers.',
    points: [
      'Follow your course progress in one place',
      'Morning, evening and weekend batches',
      'Real projects you can show to employers',
    ],
  },
  notice: {
    title: 'Online accounts are coming soon',
    createBefore:
      'We could not create your account yet: online sign-up is not available, so nothing was sent or stored. To join a course, use the',
    createLink: 'enrollment form',
    createAfter: '.',
    createContact: 'Questions? E-mail',
    signIn:
      'Signing in online is not available yet, so nothing was sent and no password was stored. Your classes, progress and results are with the institute for now.',
    signInContact: 'E-mail',
  },
} satisfies Catalogue;

/** The 'login' words in the page's language: `const t = useLoginMessages();`. */
export const useLoginMessages = defineMessages('login', enLogin, {
  ur: () => import(/* webpackChunkName: "messages-ur-login" */ '../ur/login'),
});
