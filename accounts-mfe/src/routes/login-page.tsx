import { LoginScreen } from '../features/login/components/login-screen';

export function LoginPage() {
  return <LoginScreen />;
}

export default LoginPage;
