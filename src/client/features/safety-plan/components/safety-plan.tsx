import { useCallback } from 'react';
import { CRISIS_LINES } from '@shared/safety/crisis-lines';
import { CrisisLinesList } from '@client/components/crisis-lines-list';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { useCountry } from '@client/hooks/use-country';
import type { StoreError } from '@client/lib/device-store/locked-document-store';
import { useSafetyPlan } from '../hooks/use-safety-plan';
import { PLAN_ERROR_TOASTS } from '../lib/plan-messages';
import { STEP_COPY } from '../lib/plan-steps';
import { LIMITS, newId } from '../store/safety-plan';
import type { ListStep, PeopleStep, SafetyPlan } from '../store/safety-plan';
import { PlanListStep } from './plan-list-step';
import { PlanPeopleStep } from './plan-people-step';
import { PlanPhotos } from './plan-photos';
import { PlanPrivacy } from './plan-privacy';
import { PlanUnlockCard } from './plan-unlock-card';
import { WalletCard } from './wallet-card';

const idsOf = (plan: SafetyPlan) =>
  new Set(
    [
      ...plan.warningSigns,
      ...plan.copingAlone,
      ...plan.distractions,
      ...plan.helpers,
      ...plan.professionals,
      ...plan.saferSurroundings,
      ...plan.reasons,
      ...plan.photos,
    ].map((item) => item.id),
  );

export function SafetyPlanEditor() {
  const [country] = useCountry();
  const lines = CRISIS_LINES[country];
  const onError = useCallback((error: StoreError) => {
    toast({ ...PLAN_ERROR_TOASTS[error], variant: 'destructive' });
  }, []);
  const plan = useSafetyPlan(onError);
  const { view, update } = plan;

  const addItem = (step: ListStep, text: string) =>
    void update((p) =>
      p[step].some((item) => item.text.toLocaleLowerCase() === text.toLocaleLowerCase())
        ? p
        : { ...p, [step]: [...p[step], { id: newId(Date.now(), idsOf(p)), text }] },
    );
  const removeItem = (step: ListStep | PeopleStep | 'photos', id: string) =>
    void update((p) => ({ ...p, [step]: p[step].filter((item) => item.id !== id) }));
  const addPerson = (step: PeopleStep, person: { name: string; phone: string }) =>
    void update((p) => ({
      ...p,
      [step]: [...p[step], { id: newId(Date.now(), idsOf(p)), ...person }].slice(0, LIMITS.items),
    }));

  if (view.status === 'loading') {
    // A screen's height held while the plan is read: the editor below is always taller, so the
    // footer does not jump out of view when it arrives (a layout shift Lighthouse counted).
    return (
      <div className="flex min-h-svh items-start justify-center pt-10">
        <Spinner label="Loading your plan" />
      </div>
    );
  }
  if (view.status === 'unavailable') {
    return (
      <p role="alert" className="rounded-xl border border-destructive p-4">
        This browser is blocking storage for this site, so a plan cannot be kept here. Private
        browsing or strict privacy settings can cause this. The lines above still work.
      </p>
    );
  }
  if (view.status === 'locked') {
    return <PlanUnlockCard onUnlock={plan.unlock} onStartOver={() => void plan.startOver()} />;
  }

  const current = view.value;
  const listStep = (number: number, step: ListStep, children?: React.ReactNode) => (
    <PlanListStep
      number={number}
      id={`plan-${step}`}
      copy={STEP_COPY[step]}
      items={current[step]}
      onAdd={(text) => addItem(step, text)}
      onRemove={(id) => removeItem(step, id)}
    >
      {children}
    </PlanListStep>
  );

  return (
    <div className="flex flex-col gap-6">
      {plan.notice && (
        <p role="status" className="rounded-xl border p-4 text-sm">
          Part of the plan stored on this device could not be read. What could be read is below; the
          rest was kept aside on this device, not deleted.
        </p>
      )}
      {listStep(1, 'warningSigns')}
      {listStep(2, 'copingAlone')}
      {listStep(3, 'distractions')}
      <PlanPeopleStep
        number={4}
        id="plan-helpers"
        copy={STEP_COPY.helpers}
        people={current.helpers}
        onAdd={(person) => addPerson('helpers', person)}
        onRemove={(id) => removeItem('helpers', id)}
      />
      <PlanPeopleStep
        number={5}
        id="plan-professionals"
        copy={STEP_COPY.professionals}
        people={current.professionals}
        onAdd={(person) => addPerson('professionals', person)}
        onRemove={(id) => removeItem('professionals', id)}
        before={
          <div className="mb-4">
            <CrisisLinesList compact />
          </div>
        }
      />
      {listStep(6, 'saferSurroundings')}
      {listStep(
        7,
        'reasons',
        <PlanPhotos
          photos={current.photos}
          onAdd={(dataUrl, alt) =>
            update((p) =>
              p.photos.length >= LIMITS.photos
                ? p
                : {
                    ...p,
                    photos: [...p.photos, { id: newId(Date.now(), idsOf(p)), dataUrl, alt }],
                  },
            )
          }
          onRemove={(id) => removeItem('photos', id)}
        />,
      )}
      <WalletCard plan={current} lines={lines} />
      <PlanPrivacy
        plan={current}
        encrypted={view.encrypted}
        onLock={plan.enableLock}
        onRelock={plan.relock}
        onRemoveLock={() => void plan.disableLock()}
        onImport={plan.importPlan}
      />
    </div>
  );
}
