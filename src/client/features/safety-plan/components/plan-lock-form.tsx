import { useState } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';

const MIN_LENGTH = 8;

/** Sets a passphrase; the warning that a lost one cannot be recovered sits right above it. */
export function PlanLockForm({ onLock }: { onLock: (passphrase: string) => Promise<boolean> }) {
  const [passphrase, setPassphrase] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const error =
    passphrase.length < MIN_LENGTH
      ? `Use at least ${MIN_LENGTH} characters. A few unrelated words are easy to remember.`
      : confirm !== passphrase
        ? 'The two passphrases do not match.'
        : '';
  return (
    <form
      className="mt-3 flex flex-col gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        setSubmitted(true);
        if (error) return;
        setBusy(true);
        const ok = await onLock(passphrase);
        setBusy(false);
        if (ok) {
          setPassphrase('');
          setConfirm('');
          setSubmitted(false);
        }
      }}
    >
      <p className="text-sm">
        <strong>If you forget it, the plan cannot be opened again.</strong> It is never sent to
        Steady, so nobody can reset it. Your country’s crisis lines always show, locked or not.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="plan-new-passphrase">Passphrase</Label>
          <Input
            id="plan-new-passphrase"
            type="password"
            autoComplete="new-password"
            value={passphrase}
            onChange={(event) => setPassphrase(event.target.value)}
            aria-invalid={submitted && error !== ''}
            aria-describedby="plan-lock-error"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="plan-confirm-passphrase">Repeat passphrase</Label>
          <Input
            id="plan-confirm-passphrase"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            aria-invalid={submitted && confirm !== passphrase}
            aria-describedby="plan-lock-error"
          />
        </div>
      </div>
      <p
        id="plan-lock-error"
        className="min-h-5 text-sm text-destructive"
        role={submitted && error ? 'alert' : undefined}
      >
        {submitted ? error : ''}
      </p>
      <div>
        <Button type="submit" disabled={busy}>
          {busy && (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          )}
          {busy ? 'Locking...' : 'Lock my plan'}
        </Button>
      </div>
    </form>
  );
}
