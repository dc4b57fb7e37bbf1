import { useCallback } from 'react';
import { crossTabLock } from '@client/lib/device-store/device-storage';
import { LockedDocumentStore } from '@client/lib/device-store/locked-document-store';
import type {
  Snapshot,
  StoreError,
  StoreResult,
} from '@client/lib/device-store/locked-document-store';
import { useDeviceDocument, type DocumentView } from '@client/hooks/use-device-document';
import type { SafetyPlan } from '../store/safety-plan';
import { mergePlans } from '../store/plan-transfer';
import { SAFETY_PLAN_DOCUMENT } from '../store/safety-plan-store';

export type PlanView = DocumentView<Snapshot<SafetyPlan>>;

type PlanStore = LockedDocumentStore<SafetyPlan>;

function openPlan(storage: Storage): PlanStore {
  return new LockedDocumentStore(SAFETY_PLAN_DOCUMENT, {
    storage,
    withLock: crossTabLock('steady-safety-plan'),
  });
}

/**
 * Holds the plan in React state; the store lives only in the browser (created in an effect).
 * Every change is written at once, so nothing he adds waits for a save button.
 */
export function useSafetyPlan(onError: (error: StoreError) => void) {
  const { run, ...document } = useDeviceDocument<Snapshot<SafetyPlan>, PlanStore>(
    SAFETY_PLAN_DOCUMENT.key,
    openPlan,
    onError,
  );
  /** Resolves whether the change was made. */
  const change = useCallback(
    async <X>(task: (store: PlanStore) => Promise<StoreResult<SafetyPlan, X>>): Promise<boolean> =>
      (await run(task))?.ok ?? false,
    [run],
  );

  return {
    ...document,
    /** Applies a change to the plan as stored now (another tab may have changed it). */
    update: useCallback(
      (edit: (plan: SafetyPlan) => SafetyPlan) =>
        change((store) => store.change((plan) => ({ value: edit(plan), write: true, extra: {} }))),
      [change],
    ),
    importPlan: (incoming: SafetyPlan) =>
      change((store) =>
        store.change((plan) => ({ value: mergePlans(plan, incoming), write: true, extra: {} })),
      ),
    enableLock: (passphrase: string) => change((store) => store.enableLock(passphrase)),
    disableLock: () => change((store) => store.disableLock()),
    startOver: () => change((store) => store.startOver()),
  };
}
