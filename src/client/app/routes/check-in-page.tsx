import { useMemo, useState } from 'react';
import { useUser } from '@client/features/auth/api/get-user';
import { useMoods } from '@client/features/progress/api/get-moods';
import { useDeleteSelfCheck } from '@client/features/self-check/api/delete-self-check';
import { useSelfChecks } from '@client/features/self-check/api/get-self-checks';
import { useSaveSelfCheck } from '@client/features/self-check/api/save-self-check';
import { GpNote } from '@client/features/self-check/components/gp-note';
import { ResultHistory } from '@client/features/self-check/components/result-history';
import {
  SelfCheckFlow,
  type FlowStep,
} from '@client/features/self-check/components/self-check-flow';
import { SelfCheckSources } from '@client/features/self-check/components/self-check-sources';
import { exportResults } from '@client/features/self-check/lib/export-results';
import { summariseMoods } from '@client/features/self-check/lib/mood-summary';
import { combineResults, toPayload } from '@client/features/self-check/lib/results';
import {
  removeLocalResult,
  useLocalResults,
} from '@client/features/self-check/store/local-results';
import { Button } from '@client/components/ui/button';
import { withQueries } from '../query-provider';

/** /check-in: the self-check, its history and the GP note (issue 18). Open to everyone. */
function CheckInPage() {
  const { user } = useUser();
  const signedIn = user !== null;
  const local = useLocalResults();
  const account = useSelfChecks(signedIn);
  const moods = useMoods(signedIn);
  const save = useSaveSelfCheck();
  const remove = useDeleteSelfCheck();
  const [step, setStep] = useState<FlowStep>('choose');
  // One "now" per visit keeps the charts still while the page is open.
  const [now] = useState(() => new Date());
  const results = useMemo(
    () => combineResults(local, signedIn ? (account.data ?? []) : []),
    [local, account.data, signedIn],
  );
  const unsaved = signedIn
    ? local.filter((l) => !results.find((r) => r.id === l.id)?.onAccount)
    : [];
  const mood = useMemo(
    () => (signedIn && moods.data ? summariseMoods(moods.data, now) : null),
    [signedIn, moods.data, now],
  );
  // While he answers, and above all in the crisis flow, nothing else competes for his attention.
  const focused = step === 'questions' || step === 'safety';

  return (
    <div className="check-in-page container mx-auto max-w-4xl space-y-12 px-4 py-10 sm:py-12">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Self-check</h1>
        <p className="text-lg text-muted-foreground">
          Three short questionnaires that doctors use every day: for mood, for anxiety and for
          drinking. A few minutes, honest answers, and you'll know where you stand and what usually
          helps.
        </p>
        <p className="text-sm text-muted-foreground">
          This is a check, not a diagnosis, and not a replacement for a doctor. Your answers stay on
          this device{signedIn ? ' unless you save them to your account' : ''}.
        </p>
      </header>

      <SelfCheckFlow signedIn={signedIn} results={results} onStepChange={setStep} />

      {!focused && (
        <>
          <section aria-labelledby="history-title" className="space-y-4">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div className="space-y-1">
                <h2 id="history-title" className="text-2xl font-semibold tracking-tight">
                  Your results
                </h2>
                <p className="text-sm text-muted-foreground">
                  {signedIn
                    ? 'Results on this device and those saved to your account.'
                    : 'Kept only on this device. Clearing your browser data removes them, so download a copy if you want to keep them.'}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {unsaved.length > 0 && (
                  <Button
                    variant="outline"
                    disabled={save.isPending}
                    onClick={() => save.mutate(unsaved.map(toPayload))}
                  >
                    Save {unsaved.length} from this device to my account
                  </Button>
                )}
                <Button
                  variant="outline"
                  disabled={results.length === 0}
                  onClick={() => exportResults(results)}
                >
                  Download my results
                </Button>
              </div>
            </div>
            {signedIn && account.isError && (
              <p role="alert" className="text-sm text-destructive">
                Results saved to your account could not be loaded.
              </p>
            )}
            <ResultHistory
              results={results}
              now={now}
              signedIn={signedIn}
              onRemove={(result) => {
                if (result.onDevice) removeLocalResult(result.id);
                if (result.onAccount) remove.mutate(result.id);
              }}
            />
          </section>
          <GpNote results={results} mood={mood} now={now} />
          <SelfCheckSources />
        </>
      )}
    </div>
  );
}

export default withQueries(CheckInPage);
