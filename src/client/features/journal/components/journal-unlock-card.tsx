import { useState } from 'react';
import { Loader2, LockKeyhole } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';

type Props = { onUnlock: (passphrase: string) => Promise<boolean>; onStartOver: () => void };

export function JournalUnlockCard({ onUnlock, onStartOver }: Props) {
  const [passphrase, setPassphrase] = useState('');
  const [busy, setBusy] = useState(false);
  const [wrong, setWrong] = useState(false);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LockKeyhole className="size-5" aria-hidden="true" />
          Your journal is locked
        </CardTitle>
        <CardDescription>
          Enter your passphrase to read and write entries during this visit.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-col gap-3"
          onSubmit={async (event) => {
            event.preventDefault();
            setBusy(true);
            const ok = await onUnlock(passphrase);
            setBusy(false);
            setWrong(!ok);
            if (ok) setPassphrase('');
          }}
        >
          <Label htmlFor="journal-unlock-passphrase">Passphrase</Label>
          <Input
            id="journal-unlock-passphrase"
            type="password"
            autoComplete="current-password"
            value={passphrase}
            aria-invalid={wrong}
            aria-describedby={wrong ? 'journal-unlock-error' : undefined}
            onChange={(event) => setPassphrase(event.target.value)}
          />
          {wrong && (
            <p id="journal-unlock-error" role="alert" className="text-sm text-destructive">
              That passphrase did not unlock your journal. Check for typos and try again.
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
              A forgotten passphrase cannot be recovered: not by Steady, not by anyone, because it
              is never stored or sent anywhere. Without it these entries stay unreadable.
            </p>
            <p>
              You can start a new, empty journal. The locked entries are set aside on this device,
              not deleted.
            </p>
            <Button type="button" variant="outline" onClick={onStartOver}>
              Start a new journal
            </Button>
          </div>
        </details>
      </CardContent>
    </Card>
  );
}
