import { StudentLoginScreen } from '../features/student-login/components/student-login-screen';

export function StudentLoginPage() {
  return <StudentLoginScreen />;
}

export default StudentLoginPage;
