// accounts-mfe's words in English: the 'staff' part of its catalogue, what every staff page says
// (the frame, the staff bar, loading and failure). The staff pages exist in English only: this
// part has no Urdu (messages/ur.test.tsx checks that every part but the staff pages' has).
import type { Catalogue } from '@site/i18n';
import { defineMessages } from '@/messages';

export const enStaff = {
  area: 'Staff area',
  nav: { label: 'Staff', inbox: 'Leads', audit: 'Audit log' },
  signedInAs: 'Signed in as',
  roles: { admin: 'Admin', staff: 'Staff' },
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  signOutFailed: 'You are still signed in: the staff API did not answer. Try again.',
  checking: 'Checking your session…',
  noScript: 'The staff area needs JavaScript. Turn it on in this browser, then reload this page.',
  unreachable: {
    title: 'The staff area could not be reached',
    text: 'The staff API did not answer. Check your connection, then try again.',
  },
  retry: 'Try again',
  kinds: { project_request: 'Project request', enrollment: 'Enrollment' },
  mail: { sent: 'Sent', pending: 'Pending', retrying: 'Retrying', 'given-up': 'Given up', none: 'No mail' },
} satisfies Catalogue;

/** The 'staff' words (English only): `const t = useStaffMessages();`. */
export const useStaffMessages = defineMessages('staff', enStaff);
