import { envelopeSchema } from './journal-crypto';
import type { EncryptedEnvelope } from './journal-crypto';
import { parseEntry } from './journal-entry';
import type { JournalEntry } from './journal-entry';

// One localStorage key holds the journal (SPEC.md §7): the JSON array of entries, or, when the
// user has locked the journal, one encrypted envelope in its place. Writing the envelope over the
// same key replaces the plain text in one step, so no readable copy is left behind.

export const JOURNAL_STORAGE_KEY = 'steady-journal-entries';
export const JOURNAL_BACKUP_PREFIX = 'steady-journal-unreadable-';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export type StoredJournal =
  | { kind: 'empty' }
  | { kind: 'plain'; entries: JournalEntry[] }
  | { kind: 'encrypted'; envelope: EncryptedEnvelope }
  /** Not ours or damaged; `salvaged` holds whichever entries could still be read. */
  | { kind: 'unreadable'; raw: string; salvaged: JournalEntry[] };

export type WriteResult = { ok: true } | { ok: false; reason: 'quota' | 'unavailable' };

export function parseStored(raw: string | null): StoredJournal {
  if (raw === null || raw === '') return { kind: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: 'unreadable', raw, salvaged: [] };
  }
  if (Array.isArray(value)) {
    const entries = value.map(parseEntry);
    const valid = entries.filter((entry): entry is JournalEntry => entry !== null);
    return valid.length === entries.length
      ? { kind: 'plain', entries: valid }
      : { kind: 'unreadable', raw, salvaged: valid };
  }
  const envelope = envelopeSchema.safeParse(value);
  return envelope.success
    ? { kind: 'encrypted', envelope: envelope.data }
    : { kind: 'unreadable', raw, salvaged: [] };
}

export function readStored(storage: StorageLike): StoredJournal {
  return parseStored(storage.getItem(JOURNAL_STORAGE_KEY));
}

export function writeStored(
  storage: StorageLike,
  value: JournalEntry[] | EncryptedEnvelope,
): WriteResult {
  return safeSet(storage, JOURNAL_STORAGE_KEY, JSON.stringify(value));
}

/**
 * Keeps unreadable data under a key of its own before the journal key is written again, so a bug,
 * an older version or another app's data is never destroyed. A new key each time: an earlier
 * backup is never overwritten.
 */
export function backUpUnreadable(
  storage: StorageLike,
  raw: string,
  nowMs: number,
): { ok: true; key: string } | { ok: false } {
  let key = `${JOURNAL_BACKUP_PREFIX}${nowMs}`;
  for (let n = 1; storage.getItem(key) !== null; n += 1)
    key = `${JOURNAL_BACKUP_PREFIX}${nowMs}-${n}`;
  return safeSet(storage, key, raw).ok ? { ok: true, key } : { ok: false };
}

function safeSet(storage: StorageLike, key: string, value: string): WriteResult {
  try {
    storage.setItem(key, value);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: isQuotaError(error) ? 'quota' : 'unavailable' };
  }
}

/** Browsers disagree on the name and code of a full-storage error. */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const name = 'name' in error ? error.name : undefined;
  const code = 'code' in error ? error.code : undefined;
  return (
    name === 'QuotaExceededError' ||
    name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    code === 22 ||
    code === 1014
  );
}
