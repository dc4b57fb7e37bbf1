import { useHydrated } from '@client/hooks/use-hydrated';

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

/**
 * SPEC: "Last Updated" shows today's date. The prerendered HTML carries the build date; once the
 * page is live the element is remounted (new key) so it shows the visitor's own today.
 */
export function LastUpdated() {
  const hydrated = useHydrated();
  const now = new Date();
  return (
    <p className="text-sm text-muted-foreground">
      Last Updated:{' '}
      <time
        key={hydrated ? 'today' : 'build'}
        dateTime={now.toISOString().slice(0, 10)}
        suppressHydrationWarning
      >
        {longDate(now)}
      </time>
    </p>
  );
}
