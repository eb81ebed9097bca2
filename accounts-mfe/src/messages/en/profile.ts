// accounts-mfe's words in English: the 'profile' part of its catalogue (its Urdu is ../ur/profile.ts).
import type { Catalogue } from '@site/i18n';
import type { SampleWords } from '@/features/profile/data/sample-profile';
import { defineMessages } from '@/messages';

export const enProfile = {
  description: (companyName: string) => `Your ${companyName} profile and the progress of your courses.`,
  eyebrow: 'Student account',
  intro: 'Your details and the courses you are taking with CodeNest.',
  card: {
    email: 'Email',
    phone: 'Phone',
    location: 'Location',
    joined: 'Joined',
    student: 'Student',
    empty: '—',
    edit: 'Edit Profile',
  },
  form: {
    title: 'Edit Profile',
    fullName: 'Full Name',
    email: 'Email',
    phone: 'Phone',
    location: 'Location',
    bio: 'Bio',
    save: 'Save Changes',
    cancel: 'Cancel',
  },
  notices: {
    saved: 'Profile saved. Your changes are kept in this browser.',
    notStored: 'Your changes are shown, but this browser would not let us keep them.',
    forgotten: 'Done: this browser no longer keeps your profile.',
  },
  forget: {
    note: 'Your changes are kept in this browser only. On a shared or lab computer, remove them before you leave.',
    button: 'Forget me on this device',
  },
  /** A signed-in person's profile (a part of its own, loaded with its code): while it comes. */
  account: {
    label: 'your profile',
    loading: 'Loading your profile…',
    /** The API found the session over: the page shows the sample again, and says why. */
    ended: 'Your session has ended: this is the sample profile again.',
    signIn: 'Sign in to see yours',
  },
  /** The sample student shown to a visitor who is not signed in (e-mail and phone stay as they are). */
  sample: {
    name: 'Ayesha Malik',
    location: 'Satellite Town, Sargodha, Punjab',
    bio: 'Computer science student at the University of Sargodha. Learning full-stack web development at CodeNest and building my first React and Laravel projects.',
  } satisfies SampleWords,
} satisfies Catalogue;

/** The 'profile' words in the page's language: `const t = useProfileMessages();`. */
export const useProfileMessages = defineMessages('profile', enProfile, {
  ur: () => import(/* webpackChunkName: "messages-ur-profile" */ '../ur/profile'),
});
