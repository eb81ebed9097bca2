// accounts-mfe's words in English: the 'links' part of its catalogue (its Urdu is ../ur/links.ts):
// asking for a reset link, and the states of /login that a mailed (or shared) one-time link opens:
// confirm an address, choose a new password, accept an invitation. Loaded with their code, on
// demand (never on a first visit).
import type { Catalogue } from '@site/i18n';
import { defineMessages } from '@/messages';

export const enLinks = {
  /** `/login?mode=forgot`: asking for a reset link. */
  forgot: {
    submit: 'Send the link',
    sending: 'Sending…',
    sent: (email: string, hours: number) =>
      `If an account uses ${email}, we have sent it a link to choose a new password. It works once, for ${hours} hours.`,
    switchPrompt: 'Remembered it?',
    switchAction: 'Sign In',
  },
  incomplete:
    'This link is incomplete. Open it again from your e-mail, or copy the whole address into your browser.',
  /** 410: used, expired or unknown. */
  gone: {
    verify:
      'This link has expired or was already used. Sign in: if your address still needs confirming, we send you a new link.',
    reset: 'This link has expired or was already used. Ask for a new one: it comes by e-mail at once.',
    invite:
      'This link has expired or was already used. If you have set your password, sign in; otherwise ask for a new link by e-mail, or ask the institute.',
  },
  newLink: 'Ask for a new link',
  unreachable: 'We could not reach our server. Check your connection, then try again.',
  retry: 'Try again',
  verified: {
    title: 'Your e-mail address is confirmed',
    text: 'Thank you. You can sign in to your account now.',
    signedIn: 'Thank you. What you sent us with this address now shows on your profile.',
  },
  signIn: 'Sign In',
  studentSignIn: 'Sign in to the Student Portal',
  profile: 'Go to my profile',
  account: 'Your account',
  hello: (name: string) => `Hello, ${name}!`,
  form: {
    reset: { label: 'Choose a new password', password: 'New password', submit: 'Save the new password' },
    invite: { label: 'Choose your password', password: 'Password', submit: 'Set my password' },
  },
  saving: 'Saving…',
  done: {
    reset: {
      title: 'Your new password is set',
      text: 'Sign in with it now. Every device that was signed in to your account has been signed out.',
    },
    invite: {
      title: 'Your password is set',
      text: 'Sign in to the Student Portal with your e-mail address and this password to follow your course.',
    },
  },
} satisfies Catalogue;

/** The 'links' words in the page's language: `const t = useLinksMessages();`. */
export const useLinksMessages = defineMessages('links', enLinks, {
  ur: () => import(/* webpackChunkName: "messages-ur-links" */ '../ur/links'),
});
