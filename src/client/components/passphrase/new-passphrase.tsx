import { useState } from 'react';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';

const MIN_LENGTH = 8;

/**
 * A new passphrase typed twice, for the journal's and the safety plan's lock. `error` is what
 * stops the lock (too short, or the two differ); it is shown only once he has tried to submit.
 */
export function useNewPassphrase(shortHint: string) {
  const [passphrase, setPassphrase] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const mismatch = confirm !== passphrase;
  const error =
    passphrase.length < MIN_LENGTH
      ? `Use at least ${MIN_LENGTH} characters. ${shortHint}`
      : mismatch
        ? 'The two passphrases do not match.'
        : '';
  return {
    passphrase,
    setPassphrase,
    confirm,
    setConfirm,
    submitted,
    mismatch,
    error,
    busy,
    /** Shows the error if there is one; otherwise locks, and answers whether it worked. */
    submit: async (lock: (passphrase: string) => Promise<boolean>): Promise<boolean> => {
      setSubmitted(true);
      if (error) return false;
      setBusy(true);
      const ok = await lock(passphrase);
      setBusy(false);
      return ok;
    },
    reset: () => {
      setPassphrase('');
      setConfirm('');
      setSubmitted(false);
    },
  };
}

export type NewPassphrase = ReturnType<typeof useNewPassphrase>;

const errorIdFor = (idPrefix: string) => `${idPrefix}-lock-error`;

/** The two fields. Ids: `${idPrefix}-new-passphrase` and `${idPrefix}-confirm-passphrase`. */
export function NewPassphraseFields({
  state,
  idPrefix,
  fieldClassName,
}: {
  state: NewPassphrase;
  idPrefix: string;
  fieldClassName: string;
}) {
  const { passphrase, confirm, submitted, mismatch, error } = state;
  const fields = [
    {
      id: 'new',
      label: 'Passphrase',
      value: passphrase,
      set: state.setPassphrase,
      invalid: error !== '',
    },
    {
      id: 'confirm',
      label: 'Repeat passphrase',
      value: confirm,
      set: state.setConfirm,
      invalid: mismatch,
    },
  ];
  return (
    <>
      {fields.map((field) => (
        <div key={field.id} className={fieldClassName}>
          <Label htmlFor={`${idPrefix}-${field.id}-passphrase`}>{field.label}</Label>
          <Input
            id={`${idPrefix}-${field.id}-passphrase`}
            type="password"
            autoComplete="new-password"
            value={field.value}
            onChange={(event) => field.set(event.target.value)}
            aria-invalid={submitted && field.invalid}
            aria-describedby={errorIdFor(idPrefix)}
          />
        </div>
      ))}
    </>
  );
}

/** Why the lock did not happen, once he has tried (`${idPrefix}-lock-error`). */
export function NewPassphraseError({
  state,
  idPrefix,
}: {
  state: NewPassphrase;
  idPrefix: string;
}) {
  const { submitted, error } = state;
  return (
    <p
      id={errorIdFor(idPrefix)}
      className="min-h-5 text-sm text-destructive"
      role={submitted && error ? 'alert' : undefined}
    >
      {submitted ? error : ''}
    </p>
  );
}
