import { useCallback, useEffect, useRef, useState } from 'react';
import { crossTabLock } from '@client/lib/device-store/device-storage';
import { JOURNAL_STORAGE_KEY } from '../store/journal-storage';
import type { JournalEntry } from '../store/journal-entry';
import { JournalStore } from '../store/journal-store';
import type {
  DraftEntry,
  ImportCounts,
  JournalError,
  JournalNotice,
  JournalResult,
  JournalSnapshot,
} from '../store/journal-store';

export type JournalView = { status: 'loading' } | { status: 'unavailable' } | JournalSnapshot;

/** Holds the journal in React state; the store lives only in the browser (created in an effect). */
export function useJournal(onError: (error: JournalError) => void) {
  const [view, setView] = useState<JournalView>({ status: 'loading' });
  const [notice, setNotice] = useState<JournalNotice | null>(null);
  const [readOnly, setReadOnly] = useState(false);
  const storeRef = useRef<JournalStore | null>(null);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  const apply = useCallback(<T>(result: JournalResult<T>, quiet = false): JournalResult<T> => {
    setView(result.snapshot);
    if (result.ok && result.notice) setNotice(result.notice);
    setReadOnly(!result.ok && result.error === 'unreadable');
    if (!result.ok && !quiet) onErrorRef.current(result.error);
    return result;
  }, []);

  useEffect(() => {
    let storage: Storage;
    try {
      storage = window.localStorage;
      storage.getItem(JOURNAL_STORAGE_KEY);
    } catch {
      // Blocked storage (strict privacy settings) throws on access.
      setView({ status: 'unavailable' });
      return;
    }
    const store = new JournalStore({ storage, withLock: crossTabLock('steady-journal') });
    storeRef.current = store;
    const reload = () =>
      void store.load().then((result) => apply(result, !result.ok && result.error === 'locked'));
    reload();
    // Another tab changed the journal: show its entries too (SPEC.md keeps one list per device).
    const onStorage = (event: StorageEvent) => {
      if (
        event.storageArea === storage &&
        (event.key === JOURNAL_STORAGE_KEY || event.key === null)
      )
        reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [apply]);

  const run = useCallback(
    async <T>(
      task: (store: JournalStore) => Promise<JournalResult<T>>,
    ): Promise<JournalResult<T> | null> => {
      const store = storeRef.current;
      return store ? apply(await task(store)) : null;
    },
    [apply],
  );

  return {
    view,
    notice,
    readOnly,
    dismissNotice: () => setNotice(null),
    save: (draft: DraftEntry) =>
      run(async (store) => {
        const result = await store.save(draft);
        // Deleted in another tab while being edited here: keep the words as a new entry.
        if (!result.ok && result.error === 'not-found' && draft.id !== undefined) {
          return store.save({ ...draft, id: undefined });
        }
        return result;
      }),
    remove: (id: string) => run((store) => store.remove(id)),
    restore: (entry: JournalEntry, index: number) => run((store) => store.restore(entry, index)),
    importEntries: (items: unknown[]) => run<ImportCounts>((store) => store.importEntries(items)),
    enableLock: (passphrase: string) => run((store) => store.enableLock(passphrase)),
    disableLock: () => run((store) => store.disableLock()),
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
    startOver: () => run((store) => store.startOver()),
    relock: () => {
      const store = storeRef.current;
      if (store) setView(store.relock());
    },
  };
}
