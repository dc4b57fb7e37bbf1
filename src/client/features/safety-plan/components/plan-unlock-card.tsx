import { LockKeyhole } from 'lucide-react';
import { ForgotPassphrase, UnlockForm } from '@client/components/passphrase/unlock-form';

type Props = { onUnlock: (passphrase: string) => Promise<boolean>; onStartOver: () => void };

export function PlanUnlockCard({ onUnlock, onStartOver }: Props) {
  return (
    <section aria-labelledby="plan-locked-title" className="rounded-2xl border bg-card p-6">
      <h2 id="plan-locked-title" className="flex items-center gap-2 text-xl font-semibold">
        <LockKeyhole className="size-5" aria-hidden="true" />
        Your plan is locked
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        Enter your passphrase to open it for this visit.
      </p>
      <UnlockForm
        idPrefix="plan-unlock"
        className="mt-4 flex flex-col gap-3"
        wrongMessage="That passphrase did not open your plan. Check for typos and try again."
        onUnlock={onUnlock}
      />
      <ForgotPassphrase startOverLabel="Start a new plan" onStartOver={onStartOver}>
        <p>
          Nobody can recover it, because it is never stored or sent anywhere. You can start a new
          plan; the locked one is set aside on this device, not deleted.
        </p>
      </ForgotPassphrase>
    </section>
  );
}
