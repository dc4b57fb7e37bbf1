import { useCallback, useEffect, useRef, useState } from 'react';
import type { StoreError, StoreNotice } from '@client/lib/device-store/locked-document-store';

type DocumentResult<S> =
  { ok: true; snapshot: S; notice?: StoreNotice } | { ok: false; error: StoreError; snapshot: S };

type DeviceDocument<S> = {
  load: () => Promise<DocumentResult<S>>;
  /** Throws when the passphrase does not fit. */
  unlock: (passphrase: string) => Promise<DocumentResult<S>>;
  relock: () => S;
};

export type DocumentView<S> = { status: 'loading' } | { status: 'unavailable' } | S;

/**
 * Holds a document kept on the device (the journal, the safety plan) in React state. The store
 * lives only in the browser, so `open` creates it in an effect; it must be a stable function.
 */
export function useDeviceDocument<S, Store extends DeviceDocument<S>>(
  storageKey: string,
  open: (storage: Storage) => Store,
  onError: (error: StoreError) => void,
) {
  const [view, setView] = useState<DocumentView<S>>({ status: 'loading' });
  const [notice, setNotice] = useState<StoreNotice | null>(null);
  const [lastError, setLastError] = useState<StoreError | null>(null);
  const storeRef = useRef<Store | null>(null);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  const apply = useCallback(<R extends DocumentResult<S>>(result: R, quiet = false): R => {
    setView(result.snapshot);
    if (result.ok && result.notice) setNotice(result.notice);
    setLastError(result.ok ? null : result.error);
    if (!result.ok && !quiet) onErrorRef.current(result.error);
    return result;
  }, []);

  useEffect(() => {
    let storage: Storage;
    try {
      storage = window.localStorage;
      storage.getItem(storageKey);
    } catch {
      // Blocked storage (strict privacy settings) throws on access.
      setView({ status: 'unavailable' });
      return;
    }
    const store = open(storage);
    storeRef.current = store;
    const reload = () =>
      void store.load().then((result) => apply(result, !result.ok && result.error === 'locked'));
    reload();
    // Another tab changed it: show that here too (SPEC.md keeps one journal, one plan per device).
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === storage && (event.key === storageKey || event.key === null))
        reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [apply, storageKey, open]);

  const run = useCallback(
    async <R extends DocumentResult<S>>(task: (store: Store) => Promise<R>): Promise<R | null> => {
      const store = storeRef.current;
      return store ? apply(await task(store)) : null;
    },
    [apply],
  );

  return {
    view,
    notice,
    lastError,
    run,
    dismissNotice: () => setNotice(null),
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
