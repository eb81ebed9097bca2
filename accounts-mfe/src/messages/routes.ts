// The words of accounts-mfe's routes in each language they exist in: the page's title, written once
// (the document's, and the heading of a page that reads it with `useRouteTitle`), and the label
// that names the area while it loads or when it fails. remote.ts spreads them into its routes, and
// its build publishes them (routes.json), so the shell names an area before its code arrives. Read
// by the build without React: no imports but the helper.
import { defineRouteWords } from '@site/federation/routes';

export const routeWords = defineRouteWords({
  login: {
    en: { title: 'Sign In', label: 'the sign-in form' },
    ur: { title: 'سائن اِن', label: 'سائن اِن فارم' },
  },
  profile: {
    en: { title: 'My Profile', label: 'your profile' },
    ur: { title: 'میرا پروفائل', label: 'آپ کا پروفائل' },
  },
  studentLogin: {
    en: { title: 'Student Portal', label: 'the student portal' },
    ur: { title: 'اسٹوڈنٹ پورٹل', label: 'اسٹوڈنٹ پورٹل' },
  },
  admin: {
    en: { title: 'Admin Panel', label: 'the admin sign-in' },
    ur: { title: 'ایڈمن پینل', label: 'ایڈمن سائن اِن کا صفحہ' },
  },
  // The staff area is in English only (docs/accounts.md).
  staffSetup: { en: { title: 'Set your password', label: 'the password set-up' } },
  leadsInbox: { en: { title: 'Leads', label: 'the leads' } },
  lead: { en: { title: 'Lead', label: 'this lead' } },
  auditLog: { en: { title: 'Audit log', label: 'the audit log' } },
  students: { en: { title: 'Students', label: 'the students' } },
});
