import { ChevronRight, NotebookPen } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@client/lib/utils';
import { RoundIcon } from './round-icon';

/** The private journal one tap away from the dashboard and the signed-in home page. */
export function JournalShortcut({ className }: { className?: string }) {
  return (
    <Link
      to="/journal"
      className={cn(
        'group flex items-center gap-4 rounded-card border bg-card p-4 shadow-card transition-colors hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-6',
        className,
      )}
    >
      <RoundIcon icon={NotebookPen} size="md" tone="accent" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold sm:text-lg">Your private journal</span>
        <span className="block text-sm text-muted-foreground">
          Write it down. Entries stay on this device, never on our server.
        </span>
      </span>
      <ChevronRight
        className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
        aria-hidden="true"
      />
    </Link>
  );
}
