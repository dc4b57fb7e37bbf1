import { crossTabLock } from '@client/lib/device-store/device-storage';
import { useDeviceDocument, type DocumentView } from '@client/hooks/use-device-document';
import { JOURNAL_STORAGE_KEY } from '../store/journal-storage';
import type { JournalEntry } from '../store/journal-entry';
import { JournalStore } from '../store/journal-store';
import type { DraftEntry, JournalError, JournalSnapshot } from '../store/journal-store';

export type JournalView = DocumentView<JournalSnapshot>;

function openJournal(storage: Storage) {
  return new JournalStore({ storage, withLock: crossTabLock('steady-journal') });
}

/** Holds the journal in React state; the store lives only in the browser (created in an effect). */
export function useJournal(onError: (error: JournalError) => void) {
  const { run, lastError, ...journal } = useDeviceDocument<JournalSnapshot, JournalStore>(
    JOURNAL_STORAGE_KEY,
    openJournal,
    onError,
  );

  return {
    ...journal,
    readOnly: lastError === 'unreadable',
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
    importEntries: (items: unknown[]) => run((store) => store.importEntries(items)),
    enableLock: (passphrase: string) => run((store) => store.enableLock(passphrase)),
    disableLock: () => run((store) => store.disableLock()),
    startOver: () => run((store) => store.startOver()),
  };
}
