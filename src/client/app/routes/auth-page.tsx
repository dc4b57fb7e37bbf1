import { AuthScreen } from '@client/features/auth/components/auth-screen';

export default function AuthPage() {
  return <AuthScreen />;
}
