import { useHydrated } from '@client/hooks/use-hydrated';

/**
 * A date written into a prerendered page. The HTML carries the build day, and a build is served
 * for days: the client's first render must match it (or hydration fails, React #418, and the
 * server's HTML is thrown away), so the text differs without a warning and the element is
 * remounted (new key) once the page is live, showing the visitor's own date.
 */
export function LiveDate({ date, children }: { date: Date; children: string }) {
  const hydrated = useHydrated();
  return (
    <time
      key={hydrated ? 'live' : 'build'}
      dateTime={date.toISOString().slice(0, 10)}
      suppressHydrationWarning
    >
      {children}
    </time>
  );
}
