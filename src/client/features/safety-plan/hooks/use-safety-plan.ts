import { useCallback, useEffect, useRef, useState } from 'react';
import { crossTabLock } from '@client/lib/device-store/device-storage';
import { LockedDocumentStore } from '@client/lib/device-store/locked-document-store';
import type {
  Snapshot,
  StoreError,
  StoreNotice,
  StoreResult,
} from '@client/lib/device-store/locked-document-store';
import type { SafetyPlan } from '../store/safety-plan';
import { mergePlans } from '../store/plan-transfer';
import { SAFETY_PLAN_DOCUMENT } from '../store/safety-plan-store';

export type PlanView = { status: 'loading' } | { status: 'unavailable' } | Snapshot<SafetyPlan>;

/**
 * Holds the plan in React state; the store lives only in the browser (created in an effect).
 * Every change is written at once, so nothing he adds waits for a save button.
 */
export function useSafetyPlan(onError: (error: StoreError) => void) {
  const [view, setView] = useState<PlanView>({ status: 'loading' });
  const [notice, setNotice] = useState<StoreNotice | null>(null);
  const storeRef = useRef<LockedDocumentStore<SafetyPlan> | null>(null);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  const apply = useCallback(<X>(result: StoreResult<SafetyPlan, X>, quiet = false) => {
    setView(result.snapshot);
    if (result.ok && result.notice) setNotice(result.notice);
    if (!result.ok && !quiet) onErrorRef.current(result.error);
    return result;
  }, []);

  useEffect(() => {
    let storage: Storage;
    try {
      storage = window.localStorage;
      storage.getItem(SAFETY_PLAN_DOCUMENT.key);
    } catch {
      // Blocked storage (strict privacy settings) throws on access.
      setView({ status: 'unavailable' });
      return;
    }
    const store = new LockedDocumentStore(SAFETY_PLAN_DOCUMENT, {
      storage,
      withLock: crossTabLock('steady-safety-plan'),
    });
    storeRef.current = store;
    const reload = () =>
      void store.load().then((result) => apply(result, !result.ok && result.error === 'locked'));
    reload();
    const onStorage = (event: StorageEvent) => {
      if (
        event.storageArea === storage &&
        (event.key === SAFETY_PLAN_DOCUMENT.key || event.key === null)
      )
        reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [apply]);

  const run = useCallback(
    async <X>(
      task: (store: LockedDocumentStore<SafetyPlan>) => Promise<StoreResult<SafetyPlan, X>>,
    ): Promise<boolean> => {
      const store = storeRef.current;
      return store ? apply(await task(store)).ok : false;
    },
    [apply],
  );

  return {
    view,
    notice,
    dismissNotice: () => setNotice(null),
    /** Applies a change to the plan as stored now (another tab may have changed it). */
    update: useCallback(
      (change: (plan: SafetyPlan) => SafetyPlan) =>
        run((store) => store.change((plan) => ({ value: change(plan), write: true, extra: {} }))),
      [run],
    ),
    importPlan: (incoming: SafetyPlan) =>
      run((store) =>
        store.change((plan) => ({ value: mergePlans(plan, incoming), write: true, extra: {} })),
      ),
    enableLock: (passphrase: string) => run((store) => store.enableLock(passphrase)),
    disableLock: () => run((store) => store.disableLock()),
    startOver: () => run((store) => store.startOver()),
    /** Resolves false for a wrong passphrase. */
    unlock: async (passphrase: string): Promise<boolean> => {
      const store = storeRef.current;
      if (!store) return false;
      try {
        apply(await store.unlock(passphrase));
        return true;
      } catch {
        return false;
      }
    },
    relock: () => {
      const store = storeRef.current;
      if (store) setView(store.relock());
    },
  };
}
