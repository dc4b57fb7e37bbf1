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
