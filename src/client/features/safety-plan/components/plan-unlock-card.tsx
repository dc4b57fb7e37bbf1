import { useState } from 'react';
import { Loader2, LockKeyhole } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';

type Props = { onUnlock: (passphrase: string) => Promise<boolean>; onStartOver: () => void };

export function PlanUnlockCard({ onUnlock, onStartOver }: Props) {
  const [passphrase, setPassphrase] = useState('');
  const [busy, setBusy] = useState(false);
  const [wrong, setWrong] = useState(false);
  return (
    <section aria-labelledby="plan-locked-title" className="rounded-2xl border bg-card p-6">
      <h2 id="plan-locked-title" className="flex items-center gap-2 text-xl font-semibold">
        <LockKeyhole className="size-5" aria-hidden="true" />
        Your plan is locked
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        Enter your passphrase to open it for this visit.
      </p>
      <form
        className="mt-4 flex flex-col gap-3"
        onSubmit={async (event) => {
          event.preventDefault();
          setBusy(true);
          const ok = await onUnlock(passphrase);
          setBusy(false);
          setWrong(!ok);
          if (ok) setPassphrase('');
        }}
      >
        <Label htmlFor="plan-unlock-passphrase">Passphrase</Label>
        <Input
          id="plan-unlock-passphrase"
          type="password"
          autoComplete="current-password"
          value={passphrase}
          aria-invalid={wrong}
          aria-describedby={wrong ? 'plan-unlock-error' : undefined}
          onChange={(event) => setPassphrase(event.target.value)}
        />
        {wrong && (
          <p id="plan-unlock-error" role="alert" className="text-sm text-destructive">
            That passphrase did not open your plan. Check for typos and try again.
          </p>
        )}
        <div>
          <Button type="submit" disabled={busy || passphrase === ''}>
            {busy && (
              <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            )}
            {busy ? 'Unlocking...' : 'Unlock'}
          </Button>
        </div>
      </form>
      <details className="mt-6 rounded-lg border p-4 text-sm">
        <summary className="cursor-pointer font-medium">Forgot your passphrase?</summary>
        <div className="mt-3 space-y-3">
          <p>
            Nobody can recover it, because it is never stored or sent anywhere. You can start a new
            plan; the locked one is set aside on this device, not deleted.
          </p>
          <Button type="button" variant="outline" onClick={onStartOver}>
            Start a new plan
          </Button>
        </div>
      </details>
    </section>
  );
}
