import { BusySubmitButton } from '@client/components/passphrase/busy-button';
import {
  NewPassphraseError,
  NewPassphraseFields,
  useNewPassphrase,
} from '@client/components/passphrase/new-passphrase';

/** Sets a passphrase; the warning that a lost one cannot be recovered sits right above it. */
export function PlanLockForm({ onLock }: { onLock: (passphrase: string) => Promise<boolean> }) {
  const state = useNewPassphrase('A few unrelated words are easy to remember.');
  return (
    <form
      className="mt-3 flex flex-col gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        if (await state.submit(onLock)) state.reset();
      }}
    >
      <p className="text-sm">
        <strong>If you forget it, the plan cannot be opened again.</strong> It is never sent to
        Steady, so nobody can reset it. Your country’s crisis lines always show, locked or not.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <NewPassphraseFields state={state} idPrefix="plan" fieldClassName="flex flex-col gap-1.5" />
      </div>
      <NewPassphraseError state={state} idPrefix="plan" />
      <div>
        <BusySubmitButton busy={state.busy} busyLabel="Locking...">
          Lock my plan
        </BusySubmitButton>
      </div>
    </form>
  );
}
