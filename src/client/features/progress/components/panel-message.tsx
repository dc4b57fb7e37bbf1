import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';

/** The loading, empty and error lines that stand in for a list. */
export function PanelMessage({
  kind,
  children,
  onRetry,
}: {
  kind: 'loading' | 'empty' | 'error';
  children: ReactNode;
  onRetry?: () => void;
}) {
  if (kind === 'loading') {
    return (
      <div role="status" className="flex items-center gap-3 py-6 text-muted-foreground">
        <Loader2
          className="size-5 animate-spin text-primary motion-reduce:animate-none"
          aria-hidden="true"
        />
        <p>{children}</p>
      </div>
    );
  }
  return (
    <div
      className="flex flex-wrap items-center gap-3 py-6 text-muted-foreground"
      role={kind === 'error' ? 'alert' : undefined}
    >
      {kind === 'empty' && <span aria-hidden="true" className="wave-mark h-6 w-11 opacity-70" />}
      <p>{children}</p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
