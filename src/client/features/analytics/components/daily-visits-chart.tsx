import { useId } from 'react';
import type { DailyVisits } from '@shared/contracts/analytics';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import { TableColumnHeads } from '@client/components/table-column-heads';

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 4;
const COLUMNS = [
  { label: 'Day', className: 'py-1 font-medium' },
  { label: 'Visits', className: 'py-1 text-right font-medium' },
];

// Days are UTC calendar days; formatting them in UTC keeps the label on the right date.
const dayLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDayLabel = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

function formatDay(day: string, format = dayLabel): string {
  return format.format(new Date(`${day}T00:00:00Z`));
}

function summarise(daily: DailyVisits[]): string {
  const first = daily[0];
  const last = daily.at(-1);
  if (!first || !last) return 'No days to show.';
  const total = daily.reduce((sum, entry) => sum + entry.visits, 0);
  const range = `${formatDay(first.day)} to ${formatDay(last.day)}`;
  if (total === 0) return `No visits from ${range}.`;
  const busiest = daily.reduce((best, entry) => (entry.visits > best.visits ? entry : best), first);
  const average = total / daily.length;
  return `${total.toLocaleString('en-US')} visits from ${range}, about ${average.toFixed(1)} a day. Busiest day: ${formatDay(busiest.day, longDayLabel)}, with ${busiest.visits.toLocaleString('en-US')}.`;
}

export function DailyVisitsChart({ daily }: { daily: DailyVisits[] }) {
  const titleId = useId();
  const summaryId = useId();
  const highest = Math.max(1, ...daily.map((entry) => entry.visits));
  const barWidth = daily.length ? (WIDTH - GAP * (daily.length - 1)) / daily.length : 0;
  const summary = summarise(daily);
  return (
    <Card>
      <CardHeader>
        <h2 id={titleId} className="text-xl font-semibold leading-tight tracking-tight">
          Daily Visits
        </h2>
        <CardDescription>Visits per day over the last 30 days (UTC).</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <svg
          role="img"
          aria-labelledby={titleId}
          aria-describedby={summaryId}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 w-full text-primary"
        >
          <line
            x1="0"
            y1={HEIGHT - 0.5}
            x2={WIDTH}
            y2={HEIGHT - 0.5}
            className="stroke-border"
            strokeWidth="1"
          />
          {daily.map((entry, index) => {
            const height = entry.visits ? Math.max(2, (entry.visits / highest) * (HEIGHT - 8)) : 0;
            return (
              <rect
                key={entry.day}
                x={index * (barWidth + GAP)}
                y={HEIGHT - height}
                width={barWidth}
                height={height}
                rx="2"
                fill="currentColor"
              >
                <title>{`${formatDay(entry.day)}: ${entry.visits} ${entry.visits === 1 ? 'visit' : 'visits'}`}</title>
              </rect>
            );
          })}
        </svg>
        <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
          <span>{daily[0] ? formatDay(daily[0].day) : ''}</span>
          <span>{daily.at(-1) ? formatDay(daily.at(-1)?.day ?? '') : ''}</span>
        </div>
        <p id={summaryId} className="text-sm text-muted-foreground">
          {summary}
        </p>
        <details className="text-sm">
          <summary className="cursor-pointer rounded-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            Show the numbers
          </summary>
          <table className="mt-2 w-full max-w-sm text-left">
            <caption className="sr-only">Visits per day, last 30 days</caption>
            <TableColumnHeads columns={COLUMNS} />
            <tbody>
              {daily.map((entry) => (
                <tr key={entry.day} className="border-b border-border/50">
                  <td className="py-1">{formatDay(entry.day, longDayLabel)}</td>
                  <td className="py-1 text-right tabular-nums">
                    {entry.visits.toLocaleString('en-US')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </CardContent>
    </Card>
  );
}
