// US short dates (SPEC.md §2): "Nov 21", with the year only when it is not the current year
// ("Nov 21, 2025"). Shared so every feature formats dates the same way.

export type FormatDateOptions = {
  /** "Now" for deciding whether the year is shown; defaults to the current time. */
  now?: Date;
  /** IANA zone; defaults to the runtime's own (the user's, in the browser). */
  timeZone?: string;
};

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function yearIn(date: Date, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

function format(
  value: string | number | Date,
  options: FormatDateOptions,
  withTime: boolean,
): string {
  const date = toDate(value);
  if (!date) return '';
  const { timeZone } = options;
  const showYear = yearIn(date, timeZone) !== yearIn(options.now ?? new Date(), timeZone);
  return (
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      ...(showYear ? { year: 'numeric' } : {}),
      ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
      ...(timeZone ? { timeZone } : {}),
    })
      .format(date)
      // Newer ICU puts a narrow no-break space before AM/PM; one plain space reads and matches the same everywhere.
      .replace(/\u202f/g, ' ')
  );
}

/** "Nov 21" this year, "Nov 21, 2025" otherwise; '' for an invalid date. */
export function formatShortDate(
  value: string | number | Date,
  options: FormatDateOptions = {},
): string {
  return format(value, options, false);
}

/** "Nov 21, 3:05 PM" this year, "Nov 21, 2025, 3:05 PM" otherwise; '' for an invalid date. */
export function formatShortDateTime(
  value: string | number | Date,
  options: FormatDateOptions = {},
): string {
  return format(value, options, true);
}
