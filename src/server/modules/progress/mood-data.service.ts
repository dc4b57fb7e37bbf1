import {
  INSIGHT_MIN_DAYS,
  WEEKDAY_MIN_DAYS,
  type ImportSummary,
  type MoodInsights,
  type WeekdayMood,
} from '@shared/contracts/mood-data';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { CsvError } from './import/csv';
import { parseDaylio } from './import/daylio';
import { createMoodDataRepo } from './mood-data.repo';

const round2 = (n: number) => Math.round(n * 100) / 100;

// A zone Intl knows but PostgreSQL does not ("invalid_parameter_value") is his mistake, not ours.
async function inZone<T>(timeZone: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error && typeof error === 'object' && 'code' in error && error.code === '22023')
      throw new HttpError(400, `Unknown time zone: ${timeZone}`);
    throw error;
  }
}

/** Best and worst weekday, among weekdays with enough days; null while they would be noise. */
function bestAndWorst(weekdays: WeekdayMood[]) {
  const known = weekdays.filter((w) => w.days >= WEEKDAY_MIN_DAYS);
  if (known.length < 2) return { bestWeekday: null, worstWeekday: null };
  const sorted = [...known].sort((a, b) => b.mean - a.mean || a.weekday - b.weekday);
  const best = sorted[0];
  const worst = sorted[sorted.length - 1];
  if (!best || !worst || round2(best.mean) === round2(worst.mean))
    return { bestWeekday: null, worstWeekday: null };
  const shown = (w: WeekdayMood) => ({ ...w, mean: round2(w.mean) });
  return { bestWeekday: shown(best), worstWeekday: shown(worst) };
}

/** Issue 19: what goes with his better days, and his history in and out as files. */
export function createMoodDataService(deps: { db: Db }) {
  const repo = createMoodDataRepo(deps.db);
  return {
    async insights(userId: number, timeZone: string): Promise<MoodInsights> {
      return inZone(timeZone, async () => {
        const figures = await repo.insightFigures(userId, timeZone);
        const enough = (t: { withDays: number; withoutDays: number }) =>
          t.withDays >= INSIGHT_MIN_DAYS && t.withoutDays >= INSIGHT_MIN_DAYS;
        const tags = figures.tags
          .filter(enough)
          .map((t) => ({ ...t, withMean: round2(t.withMean), withoutMean: round2(t.withoutMean) }))
          .sort(
            (a, b) =>
              Math.abs(b.withMean - b.withoutMean) - Math.abs(a.withMean - a.withoutMean) ||
              a.tag.localeCompare(b.tag),
          );
        const tagsNeedingData = figures.tags
          .filter((t) => !enough(t))
          .map(({ tag, withDays, withoutDays }) => ({ tag, withDays, withoutDays }))
          .sort((a, b) => b.withDays - a.withDays || a.tag.localeCompare(b.tag));
        return { days: figures.days, tags, tagsNeedingData, ...bestAndWorst(figures.weekdays) };
      });
    },

    /** Reads the whole file first: a bad line refuses the file before anything is written. */
    async importDaylio(
      userId: number,
      payload: { csv: string; timeZone: string; dryRun: boolean },
    ): Promise<ImportSummary> {
      let entries;
      try {
        entries = parseDaylio(payload.csv);
      } catch (error) {
        if (error instanceof CsvError) throw new HttpError(400, error.message);
        throw error;
      }
      const result = await inZone(payload.timeZone, () =>
        repo.importEntries(userId, payload.timeZone, entries, payload.dryRun),
      );
      const counts = new Map<string, number>();
      for (const entry of entries)
        for (const tag of entry.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
      return {
        dryRun: payload.dryRun,
        rows: entries.length,
        imported: payload.dryRun ? result.fresh : result.inserted,
        duplicates: entries.length - result.fresh,
        firstDate: result.firstAt,
        lastDate: result.lastAt,
        tags: [...counts.entries()]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .map(([tag]) => tag),
      };
    },
  };
}

export type MoodDataService = ReturnType<typeof createMoodDataService>;
