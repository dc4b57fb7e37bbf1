import type { ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';

/** A submit button that spins and says what it is doing while `busy`. */
export function BusySubmitButton({
  busy,
  busyLabel,
  disabled = false,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="submit" disabled={busy || disabled}>
      {busy && <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />}
      {busy ? busyLabel : children}
    </Button>
  );
}
