import type { MoodEntry } from '@shared/contracts/progress';
import { addLocalDays, localDayKey, localDaysBetween, startOfLocalDay } from './local-day';

export const TREND_RANGES = [7, 30, 90] as const;
export type TrendRange = (typeof TREND_RANGES)[number];

export type TrendPoint = {
  /** 0 for the first day of the range, range - 1 for today. */
  dayIndex: number;
  dayKey: string;
  average: number;
  count: number;
};

export type MoodTrend = {
  range: TrendRange;
  start: Date;
  end: Date;
  points: TrendPoint[];
  /** Mean of every check-in in the range, or null when there are none. */
  average: number | null;
  count: number;
};

/** The daily average mood over the last `range` days, today included. */
export function moodTrend(entries: readonly MoodEntry[], range: TrendRange, now: Date): MoodTrend {
  const start = addLocalDays(startOfLocalDay(now), -(range - 1));
  const byDay = new Map<number, number[]>();
  for (const entry of entries) {
    const date = new Date(entry.date);
    const dayIndex = localDaysBetween(start, date);
    if (Number.isNaN(dayIndex) || dayIndex < 0 || dayIndex >= range) continue;
    byDay.set(dayIndex, [...(byDay.get(dayIndex) ?? []), entry.value]);
  }
  const points = [...byDay.entries()]
    .sort(([a], [b]) => a - b)
    .map(([dayIndex, values]) => ({
      dayIndex,
      dayKey: localDayKey(addLocalDays(start, dayIndex)),
      average: mean(values),
      count: values.length,
    }));
  const all = [...byDay.values()].flat();
  return {
    range,
    start,
    end: startOfLocalDay(now),
    points,
    average: all.length ? mean(all) : null,
    count: all.length,
  };
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}
