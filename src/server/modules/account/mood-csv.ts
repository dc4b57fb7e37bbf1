// Tags are joined as Daylio joins activities, so the file reads the same way his old one did.
export const CSV_TAG_SEPARATOR = ' | ';

// Spreadsheets run a cell that starts with = + - @ as a formula (OWASP "CSV injection"); a
// leading apostrophe makes them show it as text. Tab and CR count too.
const FORMULA_START = /^[=+\-@\t\r]/u;

/** One CSV field, quoted when it needs to be, and safe to open in a spreadsheet. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/u.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180 with CRLF line ends; the date is the instant in UTC (ISO 8601). */
export function moodHistoryCsv(
  moods: { value: number; note: string | null; tags: string[]; createdAt: Date }[],
): string {
  const lines = ['date,value,note,tags'];
  for (const mood of moods) {
    lines.push(
      [
        mood.createdAt.toISOString(),
        String(mood.value),
        csvField(mood.note ?? ''),
        csvField(mood.tags.join(CSV_TAG_SEPARATOR)),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
