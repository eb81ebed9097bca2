// What accounts-mfe owns: its sign-in and profile pages, the staff area behind the admin sign-in,
// and their routes, declared once. The build derives its exposes from this and publishes it as
// routes.json; the shell and the site's server learn the routes from there at run time
// (docs/deploy.md). None of them is indexed.
import { SENT_PARAM, SIGN_IN_FORM } from '@site/federation/contract';
import { defineRemote } from '@site/federation/routes';
import { paths } from '@site/site';
import { staffPages } from '@site/staff';
import { MODE_PARAM } from './features/login/lib/login-mode';
import { SESSION_PARAM } from './lib/staff-paths';

// Posted without script, a sign-in form reaches the site's server with no password (its field has
// no name) and is answered with the page saying what happens next; nothing is kept.
const signIn = { id: SIGN_IN_FORM } as const;
const query = [SENT_PARAM];
// Every page of this remote exists in Urdu too (/ur/login…), still unindexed.
const locales = ['en', 'ur'] as const;

export default defineRemote({
  name: 'accounts',
  pages: {
    LoginPage: {
      file: './src/routes/login-page.tsx',
      routes: [
        {
          path: paths.login,
          title: 'Sign In',
          label: 'the sign-in form',
          index: false,
          form: signIn,
          // Sign In or Create Account (`?mode=create-account`): rendered and cached per mode.
          query: [...query, MODE_PARAM],
          locales,
          translations: { ur: { title: 'سائن اِن', label: 'سائن اِن فارم' } },
        },
      ],
    },
    ProfilePage: {
      file: './src/routes/profile-page.tsx',
      routes: [
        {
          path: paths.profile,
          title: 'My Profile',
          label: 'your profile',
          index: false,
          locales,
          translations: { ur: { title: 'میرا پروفائل', label: 'آپ کا پروفائل' } },
        },
      ],
    },
    StudentLoginPage: {
      file: './src/routes/student-login-page.tsx',
      routes: [
        {
          path: paths.studentLogin,
          title: 'Student Portal',
          label: 'the student portal',
          index: false,
          form: signIn,
          query,
          locales,
          translations: { ur: { title: 'اسٹوڈنٹ پورٹل', label: 'اسٹوڈنٹ پورٹل' } },
        },
      ],
    },
    AdminLoginPage: {
      file: './src/routes/admin-login-page.tsx',
      routes: [
        {
          path: paths.admin,
          title: 'Admin Panel',
          label: 'the admin sign-in',
          index: false,
          form: signIn,
          // Why the visitor is here (the session ended, signed out): the page says so.
          query: [...query, SESSION_PARAM],
          locales,
          translations: { ur: { title: 'ایڈمن پینل', label: 'ایڈمن سائن اِن کا صفحہ' } },
        },
      ],
    },
    // The staff area (docs/accounts.md): English only, each page a chunk of its own, private (the
    // server renders the frame only, for each request, and nobody keeps or indexes it).
    StaffSetupPage: {
      file: './src/routes/staff-setup-page.tsx',
      routes: [
        { path: staffPages.setup, title: 'Set your password', label: 'the password set-up', private: true },
      ],
    },
    LeadsInboxPage: {
      file: './src/routes/leads-inbox-page.tsx',
      routes: [{ path: staffPages.inbox, title: 'Leads', label: 'the leads', private: true }],
    },
    LeadPage: {
      file: './src/routes/lead-page.tsx',
      routes: [{ path: staffPages.leadPattern, title: 'Lead', label: 'this lead', private: true }],
    },
    AuditLogPage: {
      file: './src/routes/audit-log-page.tsx',
      routes: [{ path: staffPages.audit, title: 'Audit log', label: 'the audit log', private: true }],
    },
  },
});
