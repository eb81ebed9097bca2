// What every staff page says: the frame, the staff bar, loading and failure, and the labels of a
// lead's status, kind and mail wherever a page shows them (accounts-mfe's `staff` part).
import { kindLabels, mailStateLabels, roleLabels, statusLabels } from './labels';

export const frameWords = {
  area: 'Staff area',
  nav: { label: 'Staff', inbox: 'Leads', students: 'Students', audit: 'Audit log' },
  signedInAs: 'Signed in as',
  roles: roleLabels,
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
  statuses: statusLabels,
  kinds: kindLabels,
  mail: mailStateLabels,
};
