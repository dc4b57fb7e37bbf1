import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '@client/components/ui/spinner';
import { useUser } from '@client/features/auth/api/get-user';

// SPEC.md §2: a spinner while the user loads; no user → /auth.
export function ProtectedRoute({
  children,
  loadingLabel = 'Loading',
}: {
  children: ReactNode;
  loadingLabel?: string | undefined;
}) {
  const { user, isLoading } = useUser();
  if (isLoading) {
    return (
      <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3">
        <Spinner label={loadingLabel} />
        {loadingLabel !== 'Loading' && <p className="text-muted-foreground">{loadingLabel}</p>}
      </div>
    );
  }
  if (!user) return <Navigate to="/auth" replace />;
  return children;
}
