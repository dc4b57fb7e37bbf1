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

/**
 * Issue 19's insights, computed where the rows are (only the per-tag and per-weekday figures
 * cross the wire, never the history), and the Daylio import.
 */
export function createMoodDataRepo(db: Db) {
  return {
    /**
     * Both insight sets in one statement, sharing one pass over his rows: per tag, the days with
     * it and their mean and the mean of the days without; per ISO weekday (1 = Monday), the days
     * and their mean. A day's mood is the mean of that day's check-ins, so a day weighs one.
     */
    async insightFigures(userId: number, timeZone: string) {
      // Hash aggregates over bytes (collate "C"): the tags are already normalised, and a
      // locale-aware sort of every (day, tag) pair was the costliest step of the first version.
      const rows = await rowsOf(
        db,
        sql`with day_rows as materialized (
            select (created_at at time zone ${timeZone})::date as day, value, tags
              from moods where user_id = ${userId}),
          day_moods as materialized (
            select day, avg(value)::float8 as mood from day_rows group by day),
          totals as (select count(*)::int as n, coalesce(sum(mood), 0)::float8 as s from day_moods),
          tag_days as (
            select t.tag collate "C" as tag, r.day from day_rows r, unnest(r.tags) as t (tag)
              group by 1, 2),
          per_tag as (
            select td.tag, count(*)::int as with_days, sum(dm.mood)::float8 as with_sum
              from tag_days td join day_moods dm using (day) group by td.tag)
          select totals.n as total_days, p.tag, null::int as weekday, p.with_days as days,
              (p.with_sum / p.with_days)::float8 as mean,
              ((totals.s - p.with_sum) / nullif(totals.n - p.with_days, 0))::float8 as without_mean
            from totals left join per_tag p on true
          union all
          select null, null, extract(isodow from day)::int, count(*)::int, avg(mood)::float8, null
            from day_moods group by 3`,
      );
      const days = num(rows.find((row) => row.total_days !== null)?.total_days);
      const tags = [];
      const weekdays = [];
      for (const row of rows) {
        if (typeof row.tag === 'string')
          tags.push({
            tag: row.tag,
            withDays: num(row.days),
            withMean: num(row.mean),
            withoutDays: days - num(row.days),
            withoutMean: num(row.without_mean),
          });
        else if (row.weekday !== null && row.weekday !== undefined)
          weekdays.push({ weekday: num(row.weekday), days: num(row.days), mean: num(row.mean) });
      }
      return { days, tags, weekdays };
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
