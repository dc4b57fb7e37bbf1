import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { useSafetyPlanExists } from '@client/hooks/use-safety-plan-exists';
import { cn } from '@client/lib/utils';

type Props = { onNavigate?: () => void; className?: string };

/**
 * "Open my safety plan" once he has one; until then an offer to make one later, kept quiet and
 * below the lines, because in a crisis the lines come first.
 */
export function SafetyPlanLink({ onNavigate, className }: Props) {
  const exists = useSafetyPlanExists();
  if (exists) {
    return (
      <Link
        to="/safety-plan"
        onClick={onNavigate}
        className={cn(
          'inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-primary px-4 text-sm font-semibold text-primary hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          className,
        )}
      >
        <ClipboardList className="size-4" aria-hidden="true" />
        Open my safety plan
      </Link>
    );
  }
  return (
    <p className={cn('text-sm text-muted-foreground', className)}>
      When you feel steadier, you could{' '}
      <Link
        to="/safety-plan"
        onClick={onNavigate}
        className="font-medium text-primary underline underline-offset-2"
      >
        make a safety plan
      </Link>{' '}
      for the hard moments. It stays on this device.
    </p>
  );
}
