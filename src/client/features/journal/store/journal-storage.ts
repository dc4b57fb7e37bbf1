import type { DocumentSpec } from '@client/lib/device-store/locked-document-store';
import { parseEntry } from './journal-entry';
import type { JournalEntry } from './journal-entry';

// One localStorage key holds the journal (SPEC.md §7): the JSON array of entries, or, when the
// user has locked the journal, one encrypted envelope in its place (see LockedDocumentStore).

export const JOURNAL_STORAGE_KEY = 'steady-journal-entries';
export const JOURNAL_BACKUP_PREFIX = 'steady-journal-unreadable-';
export const JOURNAL_ENVELOPE_FORMAT = 'steady-journal-encrypted';

export const JOURNAL_DOCUMENT: DocumentSpec<JournalEntry[]> = {
  key: JOURNAL_STORAGE_KEY,
  backupPrefix: JOURNAL_BACKUP_PREFIX,
  envelopeFormat: JOURNAL_ENVELOPE_FORMAT,
  empty: () => [],
  parse: (value) => {
    if (!Array.isArray(value)) return { ok: false, salvaged: [] };
    const entries = value.map(parseEntry);
    const valid = entries.filter((entry): entry is JournalEntry => entry !== null);
    return valid.length === entries.length
      ? { ok: true, value: valid }
      : { ok: false, salvaged: valid };
  },
};
