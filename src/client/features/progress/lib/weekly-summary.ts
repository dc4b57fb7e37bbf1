import type { MoodEntry } from '@shared/contracts/progress';
import { addLocalDays, localDayKey } from './local-day';

export type WeekFigures = { days: number; mean: number | null };
export type WeeklySummary = {
  thisWeek: WeekFigures;
  lastWeek: WeekFigures;
  /** Tags on the most days this week (at least two days), most first. */
  standOut: { tag: string; days: number }[];
};

/** The last seven local days (today included) against the seven before them. */
export function weeklySummary(entries: readonly MoodEntry[], now: Date): WeeklySummary {
  const thisWeek = new Set<string>();
  const lastWeek = new Set<string>();
  for (let i = 0; i < 7; i += 1) {
    thisWeek.add(localDayKey(addLocalDays(now, -i)));
    lastWeek.add(localDayKey(addLocalDays(now, -7 - i)));
  }
  const figures = (week: Set<string>): WeekFigures => {
    // A day's mood is that day's mean, as in the insights: a busy day weighs one.
    const byDay = new Map<string, number[]>();
    for (const entry of entries) {
      const key = localDayKey(new Date(entry.date));
      if (week.has(key)) byDay.set(key, [...(byDay.get(key) ?? []), entry.value]);
    }
    const means = [...byDay.values()].map((v) => v.reduce((a, b) => a + b, 0) / v.length);
    return {
      days: means.length,
      mean: means.length ? means.reduce((a, b) => a + b, 0) / means.length : null,
    };
  };
  const tagDays = new Map<string, Set<string>>();
  for (const entry of entries) {
    const key = localDayKey(new Date(entry.date));
    if (!thisWeek.has(key)) continue;
    for (const tag of entry.tags) tagDays.set(tag, (tagDays.get(tag) ?? new Set()).add(key));
  }
  const standOut = [...tagDays.entries()]
    .map(([tag, days]) => ({ tag, days: days.size }))
    .filter((t) => t.days >= 2)
    .sort((a, b) => b.days - a.days || a.tag.localeCompare(b.tag))
    .slice(0, 3);
  return { thisWeek: figures(thisWeek), lastWeek: figures(lastWeek), standOut };
}
