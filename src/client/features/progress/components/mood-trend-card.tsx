import { useId, useMemo, useState } from 'react';
import { moodLevel } from '@shared/constants/moods';
import type { MoodEntry } from '@shared/contracts/progress';
import { formatShortDate } from '@shared/rules/format-date';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { moodTrend, TREND_RANGES, type MoodTrend, type TrendRange } from '../lib/mood-trend';
import { MoodTrendChart } from './mood-trend-chart';

function summary(trend: MoodTrend): string {
  if (trend.average === null) return `No check-ins in the last ${trend.range} days.`;
  const label = moodLevel(Math.round(trend.average))?.label ?? '';
  const checkIns = trend.count === 1 ? '1 check-in' : `${trend.count} check-ins`;
  const days = trend.points.length === 1 ? '1 day' : `${trend.points.length} days`;
  return `Average mood over the last ${trend.range} days: ${trend.average.toFixed(1)} (${label}), from ${checkIns} on ${days}.`;
}

export function MoodTrendCard({ entries, now }: { entries: readonly MoodEntry[]; now: Date }) {
  const [range, setRange] = useState<TrendRange>(30);
  const summaryId = useId();
  const trend = useMemo(() => moodTrend(entries, range, now), [entries, range, now]);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>Mood trend</CardTitle>
          <CardDescription>
            Your daily average, with the dashed line at the average for the period.
          </CardDescription>
        </div>
        <div role="group" aria-label="Chart period" className="inline-flex rounded-md border p-0.5">
          {TREND_RANGES.map((days) => (
            <Button
              key={days}
              size="sm"
              variant={days === range ? 'default' : 'ghost'}
              aria-pressed={days === range}
              onClick={() => setRange(days)}
            >
              {days} days
            </Button>
          ))}
        </div>
      </CardHeader>
      <CardContent>
        <figure className="space-y-3">
          <figcaption id={summaryId} className="text-sm" aria-live="polite">
            {summary(trend)}
          </figcaption>
          <MoodTrendChart
            trend={trend}
            startLabel={formatShortDate(trend.start, { now })}
            labelledBy={summaryId}
          />
        </figure>
      </CardContent>
    </Card>
  );
}
