import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DaylioEntry } from './import/daylio';

type Row = Record<string, unknown>;

/** Rows of a raw statement: PGlite and node-postgres both answer `{ rows }`. */
async function rowsOf(db: Db, statement: ReturnType<typeof sql>): Promise<Row[]> {
  const result: unknown = await db.execute(statement);
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows))
    return result.rows.filter((row): row is Row => typeof row === 'object' && row !== null);
  throw new Error('unexpected query result');
}

const num = (value: unknown) => Number(value ?? 0);

// His day in his zone: avg of that day's check-ins, so a day with three check-ins weighs one.
const dayMoods = (userId: number, timeZone: string) => sql`
  select (created_at at time zone ${timeZone})::date as day, avg(value)::float8 as mood
    from moods where user_id = ${userId} group by 1`;

/**
 * The insight sets of issue 19, one statement each, computed where the rows are: only the
 * per-tag and per-weekday figures cross the wire, never the history.
 */
export function createMoodDataRepo(db: Db) {
  return {
    /** Per tag: days with it and their mean, days without and theirs. Also the day count. */
    async tagFigures(userId: number, timeZone: string) {
      const rows = await rowsOf(
        db,
        sql`with day_moods as (${dayMoods(userId, timeZone)}),
          totals as (select count(*)::int as n, coalesce(sum(mood), 0)::float8 as s from day_moods),
          tag_days as (
            select distinct (m.created_at at time zone ${timeZone})::date as day, t.tag
              from moods m cross join lateral unnest(m.tags) as t (tag)
              where m.user_id = ${userId})
          select totals.n as days, td.tag, count(dm.day)::int as with_days,
              avg(dm.mood)::float8 as with_mean,
              ((totals.s - sum(dm.mood)) / nullif(totals.n - count(dm.day), 0))::float8 as without_mean
            from totals left join (tag_days td join day_moods dm using (day)) on true
            group by totals.n, totals.s, td.tag`,
      );
      const days = num(rows[0]?.days);
      const tags = rows.flatMap((row) =>
        typeof row.tag === 'string'
          ? [
              {
                tag: row.tag,
                withDays: num(row.with_days),
                withMean: num(row.with_mean),
                withoutDays: days - num(row.with_days),
                withoutMean: num(row.without_mean),
              },
            ]
          : [],
      );
      return { days, tags };
    },

    /** Per ISO weekday (1 = Monday): days with a check-in and the mean of their moods. */
    async weekdayFigures(userId: number, timeZone: string) {
      const rows = await rowsOf(
        db,
        sql`select extract(isodow from day)::int as weekday, count(*)::int as days,
              avg(mood)::float8 as mean
            from (${dayMoods(userId, timeZone)}) as d group by 1 order by 1`,
      );
      return rows.map((row) => ({
        weekday: num(row.weekday),
        days: num(row.days),
        mean: num(row.mean),
      }));
    },

    /**
     * One statement, so a file goes in whole or not at all. A row is a duplicate when his
     * history (or an earlier row of the file) has the same mood in the same minute: Daylio keeps
     * minutes, so importing the same file twice adds nothing.
     */
    async importEntries(userId: number, timeZone: string, entries: DaylioEntry[], dryRun: boolean) {
      const times = entries.map((e) => e.localTime);
      const values = entries.map((e) => e.value);
      const notes = entries.map((e) => e.note);
      const tags = entries.map((e) => JSON.stringify(e.tags));
      const rows = await rowsOf(
        db,
        sql`with incoming as (
            select distinct on (created_at, value) created_at, value, note, tags
              from (
                select (r.local_time::timestamp at time zone ${timeZone}) as created_at,
                    r.value::smallint as value, r.note,
                    array(select json_array_elements_text(r.tags_json::json)) as tags
                  from unnest(${sql.param(times)}::text[], ${sql.param(values)}::int[], ${sql.param(notes)}::text[], ${sql.param(tags)}::text[])
                    as r (local_time, value, note, tags_json)
              ) as parsed
              order by created_at, value),
          fresh as (
            select * from incoming i where not exists (
              select 1 from moods m where m.user_id = ${userId} and m.value = i.value
                and m.created_at >= date_trunc('minute', i.created_at)
                and m.created_at < date_trunc('minute', i.created_at) + interval '1 minute')),
          inserted as (
            insert into moods (user_id, value, note, tags, created_at)
              select ${userId}, value, note, tags, created_at from fresh where not ${dryRun}
              returning 1)
          select (select count(*) from fresh)::int as fresh,
              (select count(*) from inserted)::int as inserted,
              (select min(created_at) from incoming) as first_at,
              (select max(created_at) from incoming) as last_at`,
      );
      const row = rows[0] ?? {};
      const iso = (value: unknown) =>
        value === null || value === undefined ? null : new Date(String(value)).toISOString();
      return {
        fresh: num(row.fresh),
        inserted: num(row.inserted),
        firstAt: iso(row.first_at instanceof Date ? row.first_at.toISOString() : row.first_at),
        lastAt: iso(row.last_at instanceof Date ? row.last_at.toISOString() : row.last_at),
      };
    },
  };
}

export type MoodDataRepo = ReturnType<typeof createMoodDataRepo>;
