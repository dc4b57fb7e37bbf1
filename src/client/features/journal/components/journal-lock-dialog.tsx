import { TriangleAlert } from 'lucide-react';
import { BusySubmitButton } from '@client/components/passphrase/busy-button';
import {
  NewPassphraseError,
  NewPassphraseFields,
  useNewPassphrase,
} from '@client/components/passphrase/new-passphrase';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLock: (passphrase: string) => Promise<boolean>;
  /** Where focus goes once the dialog has closed (the button that opened it may be gone). */
  onCloseAutoFocus?: (event: Event) => void;
};

export function JournalLockDialog({ open, onOpenChange, onLock, onCloseAutoFocus }: Props) {
  const state = useNewPassphrase('A few unrelated words are easy to remember and hard to guess.');
  const { busy } = state;

  const close = (next: boolean) => {
    if (busy) return;
    if (!next) state.reset();
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <form
          className="flex flex-col gap-4"
          onSubmit={async (event) => {
            event.preventDefault();
            if (await state.submit(onLock)) close(false);
          }}
        >
          <DialogHeader>
            <DialogTitle>Lock your journal</DialogTitle>
            <DialogDescription>
              Your entries will be encrypted on this device. Each visit you will need the passphrase
              to open them.
            </DialogDescription>
          </DialogHeader>
          <div
            className="flex gap-3 rounded-lg border border-destructive/50 p-3 text-sm"
            role="note"
          >
            <TriangleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
            <p>
              <strong>If you forget this passphrase, your entries cannot be recovered.</strong> It
              is never sent to Steady or stored anywhere, so nobody can reset it for you. Consider
              exporting a copy first.
            </p>
          </div>
          <NewPassphraseFields
            state={state}
            idPrefix="journal"
            fieldClassName="flex flex-col gap-2"
          />
          <NewPassphraseError state={state} idPrefix="journal" />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={busy}>
              Cancel
            </Button>
            <BusySubmitButton busy={busy} busyLabel="Locking...">
              Lock journal
            </BusySubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
