import { LiveDate } from '@client/components/live-date';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "November 27, 2026", as `Intl.DateTimeFormat('en-US', { dateStyle: 'long' })` writes it. Written
 * out because the page's first use of `Intl` loads the browser's locale data: a 40-50 ms task
 * (160-200 ms under Lighthouse's throttled phone) on pages that have no other use for it.
 */
export function longDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** SPEC: "Last Updated" shows today's date (the visitor's, once the page is live). */
export function LastUpdated() {
  const now = new Date();
  return (
    <p className="text-sm text-muted-foreground">
      Last Updated: <LiveDate date={now}>{longDate(now)}</LiveDate>
    </p>
  );
}
