import { TriangleAlert, X } from 'lucide-react';
import { Button } from '@client/components/ui/button';

type Props = { backupKey: string | null; readOnly: boolean; onDismiss: () => void };

/** Tells the user when stored journal data could not be read, and that it was kept, not deleted. */
export function JournalRecoveryNotice({ backupKey, readOnly, onDismiss }: Props) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-xl border border-destructive/50 bg-card p-4 text-sm"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
      <div className="flex-1 space-y-1">
        <p className="font-semibold">Some journal data on this device could not be read</p>
        {readOnly ? (
          <p>
            There is not enough room to keep a safe copy of it, so nothing will be changed until
            space is freed. Clearing other sites&apos; data in your browser settings can make room.
          </p>
        ) : (
          <p>
            It may come from an older version or another app. Nothing was deleted: it is kept in
            this browser&apos;s storage under{' '}
            <code className="rounded bg-muted px-1">{backupKey}</code>, and your journal carries on
            with every entry that could be read.
          </p>
        )}
      </div>
      {!readOnly && (
        <Button
          variant="ghost"
          size="icon"
          onClick={onDismiss}
          aria-label="Dismiss notice"
          className="-m-2 shrink-0"
        >
          <X aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
