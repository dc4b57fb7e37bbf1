import { CalendarDays } from 'lucide-react';
import type { MoodEntry } from '@shared/contracts/progress';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { useMoods } from '../api/get-moods';
import { checkInStreak } from '../lib/check-in-streak';
import { weeklySummary } from '../lib/weekly-summary';

function sentences(entries: readonly MoodEntry[], now: Date): string[] {
  const { thisWeek, lastWeek, standOut } = weeklySummary(entries, now);
  const streak = checkInStreak(
    entries.map((e) => e.date),
    now,
  );
  const lines: string[] = [];
  if (thisWeek.mean === null) lines.push('No check-ins in the last 7 days yet.');
  else {
    const mean = thisWeek.mean.toFixed(1);
    const dayWord = thisWeek.days === 1 ? 'day' : 'days';
    let line = `In the last 7 days you checked in on ${thisWeek.days} ${dayWord}, and your mood averaged ${mean}`;
    if (lastWeek.mean !== null) {
      const before = lastWeek.mean.toFixed(1);
      line +=
        mean === before
          ? `, the same as the week before.`
          : `, ${Number(mean) > Number(before) ? 'up' : 'down'} from ${before} the week before.`;
    } else line += '.';
    lines.push(line);
  }
  lines.push(
    streak === 0
      ? 'No streak running right now.'
      : `Check-in streak: ${streak === 1 ? '1 day' : `${streak} days`}.`,
  );
  if (standOut.length > 0)
    lines.push(
      `Came up most this week: ${standOut.map((t) => `${t.tag} (${t.days} days)`).join(', ')}.`,
    );
  return lines;
}

/** The dashboard's week in plain words, from the mood list the page already loads. */
export function WeeklySummaryCard({ enabled, now }: { enabled: boolean; now: Date }) {
  const moods = useMoods(enabled);
  if (!moods.data) return null;
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-3 space-y-0">
        <CalendarDays className="size-5 text-primary" aria-hidden="true" />
        <CardTitle>Your week</CardTitle>
      </CardHeader>
      <CardContent className="space-y-1 text-sm">
        {sentences(moods.data, now).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </CardContent>
    </Card>
  );
}
