import { useState, type ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { BusySubmitButton } from './busy-button';

// The journal and the safety plan lock the same way (a passphrase that never leaves the device);
// their unlock screens share this form and the "forgot" panel, and differ only in wording.

/** Asks for the passphrase; `onUnlock` answers whether it opened the data. */
export function UnlockForm({
  idPrefix,
  wrongMessage,
  className,
  onUnlock,
}: {
  /** Element ids: `${idPrefix}-passphrase`, `${idPrefix}-error`. */
  idPrefix: string;
  wrongMessage: string;
  className: string;
  onUnlock: (passphrase: string) => Promise<boolean>;
}) {
  const [passphrase, setPassphrase] = useState('');
  const [busy, setBusy] = useState(false);
  const [wrong, setWrong] = useState(false);
  const errorId = `${idPrefix}-error`;
  return (
    <form
      className={className}
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const ok = await onUnlock(passphrase);
        setBusy(false);
        setWrong(!ok);
        if (ok) setPassphrase('');
      }}
    >
      <Label htmlFor={`${idPrefix}-passphrase`}>Passphrase</Label>
      <Input
        id={`${idPrefix}-passphrase`}
        type="password"
        autoComplete="current-password"
        value={passphrase}
        aria-invalid={wrong}
        aria-describedby={wrong ? errorId : undefined}
        onChange={(event) => setPassphrase(event.target.value)}
      />
      {wrong && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {wrongMessage}
        </p>
      )}
      <div>
        <BusySubmitButton busy={busy} busyLabel="Unlocking..." disabled={passphrase === ''}>
          Unlock
        </BusySubmitButton>
      </div>
    </form>
  );
}

/** What a forgotten passphrase means, and the way to start again with nothing deleted. */
export function ForgotPassphrase({
  children,
  startOverLabel,
  onStartOver,
}: {
  children: ReactNode;
  startOverLabel: string;
  onStartOver: () => void;
}) {
  return (
    <details className="mt-6 rounded-lg border p-4 text-sm">
      <summary className="cursor-pointer font-medium">Forgot your passphrase?</summary>
      <div className="mt-3 space-y-3">
        {children}
        <Button type="button" variant="outline" onClick={onStartOver}>
          {startOverLabel}
        </Button>
      </div>
    </details>
  );
}
