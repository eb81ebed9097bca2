import { AdminLoginScreen } from '../features/admin-login/components/admin-login-screen';

export function AdminLoginPage() {
  return <AdminLoginScreen />;
}

export default AdminLoginPage;
