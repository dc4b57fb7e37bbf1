import {
  createJournalKey,
  decryptText,
  deriveJournalKey,
  encryptText,
  keyFits,
} from './journal-crypto';
import type { JournalKey } from './journal-crypto';
import { newEntryId, parseEntry } from './journal-entry';
import type { JournalEntry } from './journal-entry';
import { backUpUnreadable, JOURNAL_STORAGE_KEY, readStored, writeStored } from './journal-storage';
import type { StorageLike } from './journal-storage';

// The journal's device storage. Every change re-reads what is stored and applies itself to that
// (append, replace or remove by id), so two open tabs never overwrite each other's entries; a
// cross-tab lock (Web Locks where available) keeps the read-modify-write of one tab from
// interleaving with another's while encryption awaits.

export type JournalSnapshot =
  { status: 'locked' } | { status: 'ready'; entries: JournalEntry[]; encrypted: boolean };

export type JournalNotice = { kind: 'recovered'; backupKey: string };

export type JournalError =
  'quota' | 'unavailable' | 'locked' | 'unreadable' | 'not-found' | 'already-locked';

export type JournalResult<T = object> =
  | ({ ok: true; snapshot: JournalSnapshot; notice?: JournalNotice } & T)
  | { ok: false; error: JournalError; snapshot: JournalSnapshot };

type Failure = { ok: false; error: JournalError; snapshot: JournalSnapshot };

export type DraftEntry = {
  id?: string;
  prompt: string;
  content: string;
  category: string;
  date: string;
};

export type JournalStoreOptions = {
  storage: StorageLike;
  crypto?: Crypto;
  now?: () => number;
  withLock?: <T>(task: () => Promise<T>) => Promise<T>;
};

export type ImportCounts = { added: number; duplicates: number; invalid: number };

type Current = { entries: JournalEntry[]; encrypted: boolean; notice?: JournalNotice };
type Change<T> = { entries: JournalEntry[]; write: boolean; key?: JournalKey | null; extra: T };

const LOCKED: JournalSnapshot = { status: 'locked' };

export class JournalStore {
  private key: JournalKey | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly storage: StorageLike;
  private readonly crypto: Crypto;
  private readonly now: () => number;
  private readonly withLock: <T>(task: () => Promise<T>) => Promise<T>;

  constructor(options: JournalStoreOptions) {
    this.storage = options.storage;
    this.crypto = options.crypto ?? globalThis.crypto;
    this.now = options.now ?? Date.now;
    this.withLock = options.withLock ?? ((task) => task());
  }

  /** Reads the journal; also what a `storage` event from another tab should trigger. */
  load(): Promise<JournalResult> {
    return this.change((entries) => ({ entries, write: false, extra: {} }));
  }

  /** Throws WrongPassphraseError when the passphrase does not fit. */
  async unlock(passphrase: string): Promise<JournalResult> {
    const stored = readStored(this.storage);
    if (stored.kind === 'encrypted') {
      const { salt, iterations } = stored.envelope.kdf;
      const key = await deriveJournalKey(passphrase, salt, iterations, this.crypto);
      await decryptText(stored.envelope, key, this.crypto);
      this.key = key;
    }
    return this.load();
  }

  /** Forgets the key: the journal stays encrypted and must be unlocked again. */
  relock(): JournalSnapshot {
    this.key = null;
    return LOCKED;
  }

  save(draft: DraftEntry): Promise<JournalResult<{ entry: JournalEntry }>> {
    return this.change((entries) => {
      if (draft.id === undefined) {
        const id = newEntryId(this.now(), new Set(entries.map((e) => e.id)));
        const entry = {
          id,
          date: draft.date,
          prompt: draft.prompt,
          content: draft.content,
          category: draft.category,
        };
        return { entries: [...entries, entry], write: true, extra: { entry } };
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
        entries: entries.map((e) => (e.id === entry.id ? entry : e)),
        write: true,
        extra: { entry },
      };
    });
  }

  remove(id: string): Promise<JournalResult> {
    return this.change((entries) => ({
      entries: entries.filter((e) => e.id !== id),
      write: true,
      extra: {},
    }));
  }

  /** Adds entries whose id is not here yet; an id already present keeps this device's version. */
  importEntries(incoming: readonly unknown[]): Promise<JournalResult<ImportCounts>> {
    return this.change((entries) => {
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
      return { entries: [...entries, ...fresh], write: fresh.length > 0, extra };
    });
  }

  async enableLock(passphrase: string): Promise<JournalResult> {
    if (readStored(this.storage).kind === 'encrypted')
      return this.failure('already-locked', LOCKED);
    const key = await createJournalKey(passphrase, this.crypto);
    return this.change((entries, encrypted) =>
      encrypted ? 'already-locked' : { entries, write: true, key, extra: {} },
    );
  }

  /**
   * For a forgotten passphrase: the locked entries are kept aside under a backup key (never
   * deleted, so the passphrase can still open them if it comes back) and an empty journal starts.
   */
  startOver(): Promise<JournalResult<{ backupKey: string }>> {
    const run = () =>
      this.withLock(async (): Promise<JournalResult<{ backupKey: string }>> => {
        const raw = this.storage.getItem(JOURNAL_STORAGE_KEY);
        const backup = raw === null ? null : backUpUnreadable(this.storage, raw, this.now());
        if (backup && !backup.ok) return this.failure('quota', LOCKED);
        const written = writeStored(this.storage, []);
        if (!written.ok) return this.failure(written.reason, LOCKED);
        this.key = null;
        return {
          ok: true,
          snapshot: { status: 'ready', entries: [], encrypted: false },
          backupKey: backup?.key ?? '',
        };
      });
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }

  disableLock(): Promise<JournalResult> {
    return this.change((entries) => ({ entries, write: true, key: null, extra: {} }));
  }

  private change<T>(
    apply: (entries: JournalEntry[], encrypted: boolean) => Change<T> | JournalError,
  ): Promise<JournalResult<T>> {
    const run = () =>
      this.withLock(async (): Promise<JournalResult<T>> => {
        const current = await this.readCurrent();
        if ('error' in current) return current;
        const here: JournalSnapshot = {
          status: 'ready',
          entries: current.entries,
          encrypted: current.encrypted,
        };
        const next = apply(current.entries, current.encrypted);
        if (typeof next === 'string') return this.failure(next, here);
        const key = next.key === undefined ? (current.encrypted ? this.key : null) : next.key;
        if (next.write) {
          const value = key
            ? await encryptText(JSON.stringify(next.entries), key, this.crypto)
            : next.entries;
          const written = writeStored(this.storage, value);
          // Storage is unchanged after a failed write, so what is already saved stays saved.
          if (!written.ok) return this.failure(written.reason, here);
        }
        this.key = key;
        const snapshot: JournalSnapshot = {
          status: 'ready',
          entries: next.entries,
          encrypted: key !== null,
        };
        return {
          ok: true,
          snapshot,
          ...(current.notice ? { notice: current.notice } : {}),
          ...next.extra,
        };
      });
    // One change at a time inside this tab, in the order they were asked for.
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }

  private async readCurrent(): Promise<Current | Failure> {
    const stored = readStored(this.storage);
    switch (stored.kind) {
      // A held key means the user locked the journal: an emptied store stays encrypted from here.
      case 'empty':
        return { entries: [], encrypted: this.key !== null };
      case 'plain':
        return { entries: stored.entries, encrypted: false };
      case 'encrypted': {
        const key = this.key;
        // Another tab may have set a new passphrase (new salt): this tab must be unlocked again.
        if (!key || !keyFits(stored.envelope, key)) return this.forget();
        let text: string;
        try {
          text = await decryptText(stored.envelope, key, this.crypto);
        } catch {
          return this.forget();
        }
        const entries = parseDecrypted(text);
        return entries
          ? { entries, encrypted: true }
          : this.failure('unreadable', { status: 'ready', entries: [], encrypted: true });
      }
      case 'unreadable': {
        const readOnly: JournalSnapshot = {
          status: 'ready',
          entries: stored.salvaged,
          encrypted: false,
        };
        const backup = backUpUnreadable(this.storage, stored.raw, this.now());
        if (!backup.ok) return this.failure('unreadable', readOnly);
        const written = writeStored(this.storage, stored.salvaged);
        if (!written.ok) return this.failure(written.reason, readOnly);
        return {
          entries: stored.salvaged,
          encrypted: false,
          notice: { kind: 'recovered', backupKey: backup.key },
        };
      }
    }
  }

  private forget(): Failure {
    this.key = null;
    return this.failure('locked', LOCKED);
  }

  private failure(error: JournalError, snapshot: JournalSnapshot): Failure {
    return { ok: false, error, snapshot };
  }
}

function parseDecrypted(text: string): JournalEntry[] | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return null;
    const entries = value.map(parseEntry);
    return entries.every((e) => e !== null)
      ? entries.filter((e): e is JournalEntry => e !== null)
      : null;
  } catch {
    return null;
  }
}
