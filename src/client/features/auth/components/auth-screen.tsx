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
    // A screen tall on phones too: a signed-out visit to a private page lands here, and a shorter
    // page pulled the footer up into view as it replaced the placeholder (a layout shift).
    <div className="container mx-auto grid min-h-[calc(100svh-4rem)] content-start items-center gap-12 px-4 py-8 sm:py-12 lg:grid-cols-2 lg:content-center lg:py-16">
      <AuthWelcomePanel />
      <div className="flex justify-center">
        <AuthCard onSuccess={() => navigate('/', { replace: true })} />
      </div>
    </div>
  );
}
