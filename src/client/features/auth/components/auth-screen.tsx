import { Navigate, useNavigate } from 'react-router';
import { useUser } from '../api/get-user';
import { AuthCard } from './auth-card';
import { AuthWelcomePanel } from './auth-welcome-panel';

/** /auth: welcome panel beside the login/sign-up card; signed-in visitors go home (SPEC.md §4). */
export function AuthScreen() {
  const { user } = useUser();
  const navigate = useNavigate();
  if (user) return <Navigate to="/" replace />;
  return (
    <div className="container mx-auto grid items-center gap-12 px-4 py-8 sm:py-12 lg:min-h-[calc(100vh-4rem)] lg:grid-cols-2 lg:py-16">
      <AuthWelcomePanel />
      <div className="flex justify-center">
        <AuthCard onSuccess={() => navigate('/', { replace: true })} />
      </div>
    </div>
  );
}
