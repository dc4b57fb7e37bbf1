import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useUser } from '@client/features/auth/api/get-user';
import { PagePlaceholder } from './page-placeholder';

// SPEC.md §2: a spinner while the user loads; no user → /auth. The placeholder stays up while
// the redirect happens, so the page does not empty for a frame on the way.
export function ProtectedRoute({
  children,
  loadingLabel = 'Loading',
}: {
  children: ReactNode;
  loadingLabel?: string | undefined;
}) {
  const { user, isLoading } = useUser();
  if (isLoading) return <PagePlaceholder label={loadingLabel} />;
  if (!user) {
    return (
      <>
        <Navigate to="/auth" replace />
        <PagePlaceholder />
      </>
    );
  }
  return children;
}
