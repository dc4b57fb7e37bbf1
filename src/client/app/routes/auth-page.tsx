import { AuthScreen } from '@client/features/auth/components/auth-screen';
import { withQueries } from '../query-provider';

function AuthPage() {
  return <AuthScreen />;
}

export default withQueries(AuthPage);
