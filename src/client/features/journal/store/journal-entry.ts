import { z } from 'zod';

// The journal entry of SPEC.md §3, as stored on the device. Parsing is strict about field types
// so foreign data under our key is recognised as such instead of rendering garbage.

export const journalEntrySchema = z.object({
  id: z.string().min(1),
  date: z.string(),
  prompt: z.string(),
  content: z.string(),
  category: z.string(),
});

export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** Only the known fields survive, so nothing unexpected is carried into later writes. */
export function parseEntry(value: unknown): JournalEntry | null {
  const result = journalEntrySchema.safeParse(value);
  return result.success ? result.data : null;
}

/** Long localised date, e.g. "November 22, 2026" or "22 November 2026". */
export function formatEntryDate(date: Date, locale?: string): string {
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}

/**
 * The time an entry was written, e.g. "9:41 PM", read from its id (the creation timestamp, see
 * newEntryId). Null when the id is not a timestamp of that entry's day (imported by hand, say),
 * so a wrong time is never shown.
 */
export function entryTime(entry: JournalEntry, locale?: string): string | null {
  if (!/^\d{12,14}$/.test(entry.id)) return null;
  const created = new Date(Number(entry.id));
  if (formatEntryDate(created, locale) !== entry.date) return null;
  return created.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
}

/** Ids come from the creation timestamp; a same-millisecond clash moves forward by one. */
export function newEntryId(nowMs: number, taken: ReadonlySet<string>): string {
  let candidate = nowMs;
  while (taken.has(String(candidate))) candidate += 1;
  return String(candidate);
}

export function matchesSearch(entry: JournalEntry, query: string, categoryLabel: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return [entry.content, entry.prompt, entry.date, categoryLabel].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}
