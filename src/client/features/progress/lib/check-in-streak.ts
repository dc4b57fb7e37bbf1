import { addLocalDays, localDayKey } from './local-day';

/**
 * Check-in days in the current run. One missed day is forgiven (life happens); two missed days
 * in a row end the run. Today does not count as missed until it is over.
 */
export function checkInStreak(dates: readonly string[], now: Date): number {
  const days = new Set(dates.map((date) => localDayKey(new Date(date))));
  if (days.size === 0) return 0;
  let cursor = days.has(localDayKey(now)) ? now : addLocalDays(now, -1);
  let streak = 0;
  let missedInARow = 0;
  // Bounded by the number of check-in days: each step either counts one or moves towards a break.
  for (let step = 0; step < days.size * 2 + 2; step += 1) {
    if (days.has(localDayKey(cursor))) {
      streak += 1;
      missedInARow = 0;
    } else {
      missedInARow += 1;
      if (missedInARow > 1) break;
    }
    cursor = addLocalDays(cursor, -1);
  }
  return streak;
}
