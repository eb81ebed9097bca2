import { paths } from '@site/ui';
import { mountStandalone } from '@site/ui/standalone';
import { AdminLoginPage } from './routes/admin-login-page';
import { LoginPage } from './routes/login-page';
import { ProfilePage } from './routes/profile-page';
import { StudentLoginPage } from './routes/student-login-page';

// Runs only when the remote is opened alone; the shell loads the exposed modules instead.
mountStandalone('accounts', [
  { path: paths.login, element: <LoginPage />, label: 'Sign in' },
  { path: paths.profile, element: <ProfilePage />, label: 'Profile' },
  { path: paths.studentLogin, element: <StudentLoginPage />, label: 'Student portal' },
  { path: paths.admin, element: <AdminLoginPage />, label: 'Admin' },
]);
