import { useHydrated } from '../hooks/use-hydrated';

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

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
        {LONG_DATE.format(now)}
      </time>
    </p>
  );
}
