import { useId, useState } from 'react';
import { Download, LockKeyhole, LockKeyholeOpen, Upload } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { saveText } from '@client/lib/save-file';
import { exportPlanJson, parsePlanFile, planFileName } from '../store/plan-transfer';
import type { SafetyPlan } from '../store/safety-plan';
import { PlanLockForm } from './plan-lock-form';

type Props = {
  plan: SafetyPlan;
  encrypted: boolean;
  onLock: (passphrase: string) => Promise<boolean>;
  onRelock: () => void;
  onRemoveLock: () => void;
  onImport: (plan: SafetyPlan) => Promise<boolean>;
};

/** Lock, export and import: all on the device, nothing sent anywhere. */
export function PlanPrivacy({ plan, encrypted, onLock, onRelock, onRemoveLock, onImport }: Props) {
  const fileId = useId();
  const [message, setMessage] = useState('');
  return (
    <section aria-labelledby="plan-privacy-title" className="rounded-2xl border p-5 sm:p-6">
      <h2 id="plan-privacy-title" className="text-xl font-semibold">
        Private to you
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        Your plan is saved as you go, on this device only. It is never sent to Steady and you don’t
        need an account. Save a copy to move it to another phone or keep it safe.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            const now = new Date();
            saveText(planFileName('json', now), exportPlanJson(plan, now), 'application/json');
          }}
        >
          <Download aria-hidden="true" />
          Save a copy
        </Button>
        <input
          id={fileId}
          type="file"
          accept="application/json,.json"
          className="peer sr-only"
          onChange={async (event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            input.value = '';
            if (!file) return;
            const parsed = parsePlanFile(await file.text());
            if (!parsed.ok) {
              setMessage('That file is not a Steady safety plan.');
              return;
            }
            const ok = await onImport(parsed.plan);
            setMessage(ok ? 'Added what was new in that file to your plan.' : '');
          }}
        />
        <label
          htmlFor={fileId}
          className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-input bg-background px-4 text-sm font-medium hover:bg-accent peer-focus-visible:ring-2 peer-focus-visible:ring-ring"
        >
          <Upload className="size-4" aria-hidden="true" />
          Load a saved copy
        </label>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm">
        {message}
      </p>
      {encrypted ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={onRelock}>
            <LockKeyhole aria-hidden="true" />
            Lock it now
          </Button>
          <Button type="button" variant="ghost" onClick={onRemoveLock}>
            <LockKeyholeOpen aria-hidden="true" />
            Remove the passphrase
          </Button>
        </div>
      ) : (
        <details className="mt-2 rounded-lg border p-4">
          <summary className="cursor-pointer font-medium">Lock it with a passphrase</summary>
          <PlanLockForm onLock={onLock} />
        </details>
      )}
    </section>
  );
}
