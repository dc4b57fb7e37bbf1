import { useState } from 'react';
import { Loader2, TriangleAlert } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';

const MIN_LENGTH = 8;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLock: (passphrase: string) => Promise<boolean>;
};

export function JournalLockDialog({ open, onOpenChange, onLock }: Props) {
  const [passphrase, setPassphrase] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const tooShort = passphrase.length < MIN_LENGTH;
  const mismatch = confirm !== passphrase;
  const error = tooShort
    ? `Use at least ${MIN_LENGTH} characters. A few unrelated words are easy to remember and hard to guess.`
    : mismatch
      ? 'The two passphrases do not match.'
      : '';

  const close = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setPassphrase('');
      setConfirm('');
      setSubmitted(false);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form
          className="flex flex-col gap-4"
          onSubmit={async (event) => {
            event.preventDefault();
            setSubmitted(true);
            if (error) return;
            setBusy(true);
            const ok = await onLock(passphrase);
            setBusy(false);
            if (ok) close(false);
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
          <div className="flex flex-col gap-2">
            <Label htmlFor="journal-new-passphrase">Passphrase</Label>
            <Input
              id="journal-new-passphrase"
              type="password"
              autoComplete="new-password"
              value={passphrase}
              onChange={(event) => setPassphrase(event.target.value)}
              aria-invalid={submitted && error !== ''}
              aria-describedby="journal-lock-error"
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="journal-confirm-passphrase">Repeat passphrase</Label>
            <Input
              id="journal-confirm-passphrase"
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
              aria-invalid={submitted && mismatch}
              aria-describedby="journal-lock-error"
            />
          </div>
          <p
            id="journal-lock-error"
            className="min-h-5 text-sm text-destructive"
            role={submitted && error ? 'alert' : undefined}
          >
            {submitted ? error : ''}
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy && (
                <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
              )}
              {busy ? 'Locking...' : 'Lock journal'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
