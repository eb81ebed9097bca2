// What accounts-mfe owns: its sign-in and profile pages, the staff area behind the admin sign-in,
// and their routes, declared once. The build derives its exposes from this and publishes it as
// routes.json; the shell and the site's server learn the routes from there at run time
// (docs/deploy.md). None of them is indexed. Each route's words, and so its languages, are in
// ./messages/routes.ts: every page exists in Urdu too (/ur/login…), but the staff area.
import { SENT_PARAM, SIGN_IN_FORM } from '@site/federation/contract';
import { defineRemote } from '@site/federation/routes';
import { paths } from '@site/site';
import { staffPages } from '@site/staff';
import { LOGIN_MODE_PARAM } from '@site/people';
import { PERSON_SESSION_PARAM } from './lib/person-paths';
import { SESSION_PARAM } from './lib/staff-paths';
import { routeWords } from './messages/routes';

// Posted without script, a sign-in form reaches the site's server with no password (its field has
// no name) and is answered with the page saying what happens next; nothing is kept.
const signIn = { id: SIGN_IN_FORM } as const;
const query = [SENT_PARAM];

export default defineRemote({
  name: 'accounts',
  pages: {
    LoginPage: {
      file: './src/routes/login-page.tsx',
      routes: [
        {
          path: paths.login,
          ...routeWords.login,
          index: false,
          form: signIn,
          // Its states (`?mode=create-account`, `forgot`, a link's) and why a person is back
          // (`?session=signed-out`): rendered and cached per state.
          query: [...query, LOGIN_MODE_PARAM, PERSON_SESSION_PARAM],
        },
      ],
    },
    ProfilePage: {
      file: './src/routes/profile-page.tsx',
      routes: [
        {
          path: paths.profile,
          ...routeWords.profile,
          index: false,
        },
      ],
    },
    StudentLoginPage: {
      file: './src/routes/student-login-page.tsx',
      routes: [
        {
          path: paths.studentLogin,
          ...routeWords.studentLogin,
          index: false,
          form: signIn,
          query,
        },
      ],
    },
    AdminLoginPage: {
      file: './src/routes/admin-login-page.tsx',
      routes: [
        {
          path: paths.admin,
          ...routeWords.admin,
          index: false,
          form: signIn,
          // Why the visitor is here (the session ended, signed out): the page says so.
          query: [...query, SESSION_PARAM],
        },
      ],
    },
    // The staff area (docs/accounts.md): English only, each page a chunk of its own, private (the
    // server renders the frame only, for each request, and nobody keeps or indexes it).
    StaffSetupPage: {
      file: './src/routes/staff-setup-page.tsx',
      routes: [{ path: staffPages.setup, ...routeWords.staffSetup, private: true }],
    },
    LeadsInboxPage: {
      file: './src/routes/leads-inbox-page.tsx',
      routes: [{ path: staffPages.inbox, ...routeWords.leadsInbox, private: true }],
    },
    LeadPage: {
      file: './src/routes/lead-page.tsx',
      routes: [{ path: staffPages.leadPattern, ...routeWords.lead, private: true }],
    },
    StudentsPage: {
      file: './src/routes/students-page.tsx',
      routes: [{ path: staffPages.students, ...routeWords.students, private: true }],
    },
    AuditLogPage: {
      file: './src/routes/audit-log-page.tsx',
      routes: [{ path: staffPages.audit, ...routeWords.auditLog, private: true }],
    },
  },
});
