import { Eye, EyeOff, Flame } from 'lucide-react';
import type { MoodEntry } from '@shared/contracts/progress';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { checkInStreak } from '../lib/check-in-streak';
import { useStreakVisibility } from '../hooks/use-streak-visibility';
import { RoundIcon } from './round-icon';

function message(streak: number): string {
  if (streak === 0) return 'Check in today to start a streak.';
  if (streak === 1) return '1 day of check-ins in a row.';
  return `${streak} days of check-ins in a row.`;
}

/** A gentle streak: one missed day is forgiven, and anyone who would rather not see it can hide it. */
export function CheckInStreakCard({ entries, now }: { entries: readonly MoodEntry[]; now: Date }) {
  const { hidden, setHidden } = useStreakVisibility();
  if (hidden) {
    return (
      <div className="flex justify-end">
        <Button variant="ghost" size="sm" onClick={() => setHidden(false)}>
          <Eye aria-hidden="true" />
          Show check-in streak
        </Button>
      </div>
    );
  }
  const streak = checkInStreak(
    entries.map((entry) => entry.date),
    now,
  );
  return (
    <Card>
      <CardContent className="flex flex-wrap items-center gap-4 p-4 sm:p-6">
        <RoundIcon icon={Flame} size="lg" tone="accent" />
        <div className="min-w-0 flex-1 basis-48">
          <p className="font-semibold">
            Check-in streak: {streak === 1 ? '1 day' : `${streak} days`}
          </p>
          <p className="text-sm text-muted-foreground">
            {message(streak)} Missing a single day won’t break it.
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => setHidden(true)}>
          <EyeOff aria-hidden="true" />
          Hide streak
        </Button>
      </CardContent>
    </Card>
  );
}
