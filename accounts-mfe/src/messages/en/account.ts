// accounts-mfe's words in English: the 'account' part of its catalogue (its Urdu is
// ../ur/account.ts): a signed-in person's /profile (issue 43), loaded with its code, on demand.
import type { Catalogue } from '@site/i18n';
import { defineMessages } from '@/messages';

export const enAccount = {
  failed: {
    title: 'Your profile could not be loaded',
    text: 'We could not reach our server. Check your connection, then try again.',
  },
  retry: 'Try again',
  unreachable: 'That did not go through: we could not reach our server. Try again.',
  /** The profile card's badge: a student is an account with a course. */
  badges: { student: 'Student', member: 'Member' },
  mailLanguage: 'E-mails in',
  languages: { en: 'English', ur: 'اردو (Urdu)' },
  edit: {
    emailNote: 'Your e-mail address signs you in: it cannot be changed here.',
    saving: 'Saving…',
    saved: 'Profile saved to your account.',
  },
  unverified: {
    title: 'Confirm your e-mail address',
    text: (email: string) =>
      `We have sent a link to ${email}. Follow it to confirm the address: what you sent us with it then shows here.`,
  },
  courses: {
    empty: 'No courses yet. Once the institute enrolls you in a course, it shows here with your progress.',
  },
  sent: {
    title: 'What you sent',
    intro: 'Your project requests and enrollments, and where each one stands.',
    empty: 'Nothing yet. The requests you send us with this e-mail address show here.',
    hidden: 'What you sent with this address shows here once you confirm it.',
    kinds: { project_request: 'Project request', enrollment: 'Enrollment' },
    sentOn: (date: string) => `Sent ${date}`,
  },
  actions: {
    title: 'Your account',
    signOut: 'Sign out',
    signingOut: 'Signing out…',
    everywhere: 'Sign out of every device',
    everywhereNote: 'Ends every session of your account, on phones and computers alike, this one too.',
    download: 'Download my data',
    downloadNote: 'Everything we keep about you, as a JSON file.',
    delete: 'Delete my account',
  },
  deletion: {
    title: 'Delete your account?',
    text: 'This deletes your profile and signs you out on every device. It cannot be undone. The requests you sent and your course records stay with CodeNest, no longer linked to an account.',
    password: 'Your password',
    confirm: 'Delete my account',
    deleting: 'Deleting…',
    cancel: 'Cancel',
  },
} satisfies Catalogue;

/** The 'account' words in the page's language: `const t = useAccountMessages();`. */
export const useAccountMessages = defineMessages('account', enAccount, {
  ur: () => import(/* webpackChunkName: "messages-ur-account" */ '../ur/account'),
});
