// Compile-time check that this remote's exposes (webpack.config.js) match the shared contract.
import type { ExposesOf } from '@site/ui';
import type * as AdminLoginPage from './routes/admin-login-page';
import type * as LoginPage from './routes/login-page';
import type * as ProfilePage from './routes/profile-page';
import type * as StudentLoginPage from './routes/student-login-page';

export interface AccountsExposes {
  './LoginPage': typeof LoginPage;
  './ProfilePage': typeof ProfilePage;
  './StudentLoginPage': typeof StudentLoginPage;
  './AdminLoginPage': typeof AdminLoginPage;
}

type Exact<A, B> = [A] extends [B] ? ([keyof B] extends [keyof A] ? true : false) : false;
export const exposesMatchContract: Exact<AccountsExposes, ExposesOf<'accounts'>> = true;
