import { SetupScreen } from '../features/staff-setup/components/setup-screen';

/** /admin-jeansrecycle/setup#token=…: a one-time link's page, to set a password. */
export function StaffSetupPage() {
  return <SetupScreen />;
}

export default StaffSetupPage;
