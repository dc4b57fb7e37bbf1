import { LogOut, Monitor } from 'lucide-react';
import type { SessionInfo } from '@shared/contracts/account-security';
import { formatShortDateTime } from '@shared/rules/format-date';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { useSessions } from '../api/get-sessions';
import { useSignOutOtherSessions, useSignOutSession } from '../api/sign-out-sessions';

function SessionRow({
  session,
  onSignOut,
  pending,
}: {
  session: SessionInfo;
  onSignOut: () => void;
  pending: boolean;
}) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <Monitor className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {session.device}
            {session.current && <Badge variant="secondary">This device</Badge>}
          </p>
          <p className="text-sm text-muted-foreground">
            Signed in {formatShortDateTime(session.createdAt)} · Last used{' '}
            {formatShortDateTime(session.lastUsedAt)}
            {session.persistent ? '' : ' · Ends when the browser closes'}
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          className="w-full sm:w-auto"
          disabled={pending}
          aria-label={`Sign out ${session.device}, signed in ${formatShortDateTime(session.createdAt)}`}
          onClick={onSignOut}
        >
          <LogOut aria-hidden="true" />
          Sign out
        </Button>
      )}
    </li>
  );
}

/**
 * Where he is signed in (issue 20): a device hint, when it started and when it was last used
 * (to the minute), never an address. This device signs out with the header's Logout.
 */
export function SessionsCard() {
  const { data, isPending, isError } = useSessions();
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  if (isPending) return <p className="text-sm text-muted-foreground">Loading sessions...</p>;
  if (isError) return <p role="alert">Could not load your sessions. Please try again.</p>;
  const others = data.sessions.filter((session) => !session.current).length;
  return (
    <div className="space-y-4">
      <ul className="divide-y" aria-label="Your sessions">
        {data.sessions.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            pending={signOut.isPending}
            onSignOut={() => signOut.mutate(session.id)}
          />
        ))}
      </ul>
      <Button
        variant="outline"
        className="w-full sm:w-auto"
        disabled={others === 0 || signOutOthers.isPending}
        onClick={() => signOutOthers.mutate(undefined)}
      >
        <LogOut aria-hidden="true" />
        Sign out everywhere else
      </Button>
      {others === 0 && (
        <p className="text-sm text-muted-foreground">You are signed in on this device only.</p>
      )}
    </div>
  );
}
