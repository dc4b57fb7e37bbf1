import { Loader2 } from 'lucide-react';
import { cn } from '@client/lib/utils';

/** A spinner with a screen-reader label; the label defaults to "Loading". */
export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2
        className={cn('size-6 animate-spin text-primary motion-reduce:animate-none', className)}
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
