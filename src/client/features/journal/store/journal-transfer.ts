import { categoryLabel } from '@shared/constants/journal-prompts';
import type { JournalEntry } from './journal-entry';

// Export and import happen entirely in the browser: the file is built here and handed to the
// user's own downloads, and an imported file is read locally. Nothing goes over the network.

export const EXPORT_FORMAT = 'steady-journal-export';

export function exportJson(entries: readonly JournalEntry[], exportedAt: Date): string {
  return JSON.stringify(
    { format: EXPORT_FORMAT, version: 1, exportedAt: exportedAt.toISOString(), entries },
    null,
    2,
  );
}

export function exportText(entries: readonly JournalEntry[], exportedAt: Date): string {
  const header = [
    'Steady journal',
    `Exported ${exportedAt.toLocaleString()}`,
    `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`,
  ];
  const bodies = entries.map((entry) =>
    [
      `${entry.date} · ${categoryLabel(entry.category)}`,
      `"${entry.prompt}"`,
      '',
      entry.content,
    ].join('\n'),
  );
  return (
    [header.join('\n'), ...bodies].join('\n\n----------------------------------------\n\n') + '\n'
  );
}

export function exportFileName(extension: 'json' | 'txt', exportedAt: Date): string {
  const day = exportedAt.toISOString().slice(0, 10);
  return `steady-journal-${day}.${extension}`;
}

/**
 * Accepts our export file or a bare array of entries (what the journal key itself holds). Items
 * are checked one by one later by the store, so a partly damaged file still imports what it can.
 */
export function parseImportFile(text: string): { ok: true; items: unknown[] } | { ok: false } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false };
  }
  if (Array.isArray(value)) return { ok: true, items: value };
  if (
    typeof value === 'object' &&
    value !== null &&
    'format' in value &&
    value.format === EXPORT_FORMAT &&
    'entries' in value &&
    Array.isArray(value.entries)
  ) {
    return { ok: true, items: value.entries };
  }
  return { ok: false };
}

export function importSummary(counts: {
  added: number;
  duplicates: number;
  invalid: number;
}): string {
  const plural = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;
  const parts = [
    counts.added === 0 ? 'No new entries were added.' : `Added ${plural(counts.added)}.`,
  ];
  if (counts.duplicates > 0) {
    parts.push(
      `${plural(counts.duplicates)} already in your journal ${counts.duplicates === 1 ? 'was' : 'were'} left as ${counts.duplicates === 1 ? 'it was' : 'they were'}.`,
    );
  }
  if (counts.invalid > 0) parts.push(`${plural(counts.invalid)} could not be read.`);
  return parts.join(' ');
}
