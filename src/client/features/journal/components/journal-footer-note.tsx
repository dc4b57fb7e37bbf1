import { HardDrive } from 'lucide-react';

export function JournalFooterNote() {
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <HardDrive className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        Your journal entries are stored only on this device, in this browser. They are not sent to
        Steady or shared with anyone. Clearing your browser data will remove them, so export a
        backup if you want to keep them.
      </span>
    </p>
  );
}
