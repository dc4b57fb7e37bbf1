import { LockedDocumentStore } from '@client/lib/device-store/locked-document-store';
import type {
  DocumentStoreOptions,
  Snapshot,
  StoreError,
  StoreNotice,
  StoreResult,
} from '@client/lib/device-store/locked-document-store';
import { newEntryId, parseEntry } from './journal-entry';
import type { JournalEntry } from './journal-entry';
import { JOURNAL_DOCUMENT } from './journal-storage';

// The journal's device storage: the shared locked document store (one key, unreadable data set
// aside, quota errors lose nothing, optional passphrase) holding the list of entries. Each change
// re-reads what is stored and applies itself to that (append, replace or remove by id), so two
// open tabs never overwrite each other's entries.

export type JournalSnapshot =
  { status: 'locked' } | { status: 'ready'; entries: JournalEntry[]; encrypted: boolean };

export type JournalNotice = StoreNotice;

export type JournalError = StoreError;

export type JournalResult<T = object> =
  | ({ ok: true; snapshot: JournalSnapshot; notice?: JournalNotice } & T)
  | { ok: false; error: JournalError; snapshot: JournalSnapshot };

export type DraftEntry = {
  id?: string;
  prompt: string;
  content: string;
  category: string;
  date: string;
};

export type JournalStoreOptions = DocumentStoreOptions;

export type ImportCounts = { added: number; duplicates: number; invalid: number };

export class JournalStore {
  private readonly document: LockedDocumentStore<JournalEntry[]>;
  private readonly now: () => number;

  constructor(options: JournalStoreOptions) {
    this.document = new LockedDocumentStore(JOURNAL_DOCUMENT, options);
    this.now = options.now ?? Date.now;
  }

  /** Reads the journal; also what a `storage` event from another tab should trigger. */
  async load(): Promise<JournalResult> {
    return toJournal(await this.document.load());
  }

  /** Throws WrongPassphraseError when the passphrase does not fit. */
  async unlock(passphrase: string): Promise<JournalResult> {
    return toJournal(await this.document.unlock(passphrase));
  }

  /** Forgets the key: the journal stays encrypted and must be unlocked again. */
  relock(): JournalSnapshot {
    return toSnapshot(this.document.relock());
  }

  async save(draft: DraftEntry): Promise<JournalResult<{ entry: JournalEntry }>> {
    const result = await this.document.change<{ entry: JournalEntry }>((entries) => {
      if (draft.id === undefined) {
        const id = newEntryId(this.now(), new Set(entries.map((e) => e.id)));
        const entry = {
          id,
          date: draft.date,
          prompt: draft.prompt,
          content: draft.content,
          category: draft.category,
        };
        return { value: [...entries, entry], write: true, extra: { entry } };
      }
      const existing = entries.find((e) => e.id === draft.id);
      if (!existing) return 'not-found';
      const entry = {
        ...existing,
        prompt: draft.prompt,
        content: draft.content,
        category: draft.category,
      };
      return {
        value: entries.map((e) => (e.id === entry.id ? entry : e)),
        write: true,
        extra: { entry },
      };
    });
    return toJournal(result);
  }

  async remove(id: string): Promise<JournalResult> {
    return toJournal(
      await this.document.change((entries) => ({
        value: entries.filter((e) => e.id !== id),
        write: true,
        extra: {},
      })),
    );
  }

  /**
   * Undo for a delete: puts the entry back exactly as it was, at the place it had in the list.
   * An entry with the same id already present (restored in another tab) is left as it is.
   */
  async restore(entry: JournalEntry, index: number): Promise<JournalResult> {
    return toJournal(
      await this.document.change((entries) => {
        if (entries.some((e) => e.id === entry.id))
          return { value: entries, write: false, extra: {} };
        const at = Math.min(Math.max(index, 0), entries.length);
        return {
          value: [...entries.slice(0, at), { ...entry }, ...entries.slice(at)],
          write: true,
          extra: {},
        };
      }),
    );
  }

  /** Adds entries whose id is not here yet; an id already present keeps this device's version. */
  async importEntries(incoming: readonly unknown[]): Promise<JournalResult<ImportCounts>> {
    const result = await this.document.change((entries) => {
      const ids = new Set(entries.map((e) => e.id));
      const fresh: JournalEntry[] = [];
      let invalid = 0;
      for (const candidate of incoming) {
        const entry = parseEntry(candidate);
        if (!entry) invalid += 1;
        else if (!ids.has(entry.id)) {
          ids.add(entry.id);
          fresh.push(entry);
        }
      }
      const extra = {
        added: fresh.length,
        duplicates: incoming.length - invalid - fresh.length,
        invalid,
      };
      return { value: [...entries, ...fresh], write: fresh.length > 0, extra };
    });
    return toJournal(result);
  }

  async enableLock(passphrase: string): Promise<JournalResult> {
    return toJournal(await this.document.enableLock(passphrase));
  }

  /**
   * For a forgotten passphrase: the locked entries are kept aside under a backup key (never
   * deleted, so the passphrase can still open them if it comes back) and an empty journal starts.
   */
  async startOver(): Promise<JournalResult<{ backupKey: string }>> {
    return toJournal(await this.document.startOver());
  }

  async disableLock(): Promise<JournalResult> {
    return toJournal(await this.document.disableLock());
  }
}

function toSnapshot(snapshot: Snapshot<JournalEntry[]>): JournalSnapshot {
  return snapshot.status === 'locked'
    ? snapshot
    : { status: 'ready', entries: snapshot.value, encrypted: snapshot.encrypted };
}

function toJournal<X>(result: StoreResult<JournalEntry[], X>): JournalResult<X> {
  return { ...result, snapshot: toSnapshot(result.snapshot) };
}
