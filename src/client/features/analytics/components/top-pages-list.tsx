import type { TopPage } from '@shared/contracts/analytics';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';

export function TopPagesList({ pages }: { pages: TopPage[] }) {
  const highest = pages[0]?.count ?? 0;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight tracking-tight">Most Visited Pages</h2>
        <CardDescription>Last 30 days, by number of visits.</CardDescription>
      </CardHeader>
      <CardContent>
        {pages.length === 0 ? (
          <p className="text-sm text-muted-foreground">No visits recorded yet.</p>
        ) : (
          <ol className="space-y-3">
            {pages.map((entry, index) => (
              <li key={entry.page} className="space-y-1">
                <div className="flex items-baseline gap-3 text-sm">
                  <span
                    className="w-6 shrink-0 text-right font-semibold text-muted-foreground tabular-nums"
                    aria-hidden="true"
                  >
                    {index + 1}.
                  </span>
                  <span className="min-w-0 flex-1 truncate font-mono" title={entry.page}>
                    {entry.page}
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums">
                    {entry.count.toLocaleString('en-US')}
                    <span className="sr-only"> {entry.count === 1 ? 'visit' : 'visits'}</span>
                  </span>
                </div>
                <div className="ml-9 h-1.5 rounded-full bg-muted" aria-hidden="true">
                  <div
                    className="h-full rounded-full bg-primary"
                    style={{
                      width: `${highest ? Math.max(2, (entry.count / highest) * 100) : 0}%`,
                    }}
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
