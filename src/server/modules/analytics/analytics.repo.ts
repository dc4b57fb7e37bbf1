import { between, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { visitDays, visitDaySalts, visitPageDays } from '../../db/schema';

/**
 * A day keeps at most this many distinct pages: a flood of made-up paths cannot grow the table
 * (or the top-pages query) without bound. Visits to further new paths still count in the totals.
 */
export const MAX_PAGES_PER_DAY = 1000;

export type VisitWrite = { day: string; page: string; visitorHash: Buffer; keepPagesFrom: string };

export function createAnalyticsRepo(db: Db) {
  return {
    /** Stores the candidate as the day's salt unless another request (or process) got there first. */
    async daySalt(day: string, candidate: Buffer): Promise<Buffer> {
      await db.insert(visitDaySalts).values({ day, salt: candidate }).onConflictDoNothing();
      const rows = await db
        .select({ salt: visitDaySalts.salt })
        .from(visitDaySalts)
        .where(eq(visitDaySalts.day, day));
      const salt = rows[0]?.salt;
      if (!salt) throw new Error('visit salt missing right after insert');
      return salt;
    },

    /**
     * One statement, so a visit is counted wholly or not at all and costs one round trip. It also
     * sweeps what has expired: salts and visitor hashes of past days, page counters beyond the
     * window. Sweeping on every write (an index range that is almost always empty) is what
     * guarantees a past day's salt is gone even after a request that straddled midnight.
     */
    async recordVisit(visit: VisitWrite): Promise<void> {
      const { day, page, visitorHash, keepPagesFrom } = visit;
      await db.execute(sql`
        with expired_salts as (
          delete from visit_day_salts where day < ${day}::date
        ), expired_visitors as (
          delete from visit_day_visitors where day < ${day}::date
        ), expired_pages as (
          delete from visit_page_days where day < ${keepPagesFrom}::date
        ), new_visitor as (
          insert into visit_day_visitors (day, visitor_hash) values (${day}::date, ${visitorHash}::bytea)
          on conflict do nothing
          returning 1
        ), page_count as (
          insert into visit_page_days (day, page, visits)
          select ${day}::date, ${page}::text, 1
          where exists (select 1 from visit_page_days where day = ${day}::date and page = ${page}::text)
             or (select count(*) from visit_page_days where day = ${day}::date) < ${MAX_PAGES_PER_DAY}::int
          on conflict (day, page) do update set visits = visit_page_days.visits + 1
        )
        insert into visit_days (day, visits, uniques)
        values (${day}::date, 1, (select count(*) from new_visitor))
        on conflict (day) do update
          set visits = visit_days.visits + 1, uniques = visit_days.uniques + excluded.uniques
      `);
    },

    /** The read path's share of the sweep, so salts also go on days nobody visits. */
    async sweep(today: string, keepPagesFrom: string): Promise<void> {
      await db.execute(sql`
        with expired_salts as (
          delete from visit_day_salts where day < ${today}::date
        ), expired_visitors as (
          delete from visit_day_visitors where day < ${today}::date
        )
        delete from visit_page_days where day < ${keepPagesFrom}::date
      `);
    },

    /** Aggregates only: the cost follows days and distinct pages, never the number of visits. */
    async summary(from: string, to: string, topLimit: number) {
      const inWindow = between(visitDays.day, from, to);
      const [totals] = await db
        .select({
          totalVisits: sql`coalesce(sum(${visitDays.visits}), 0)`.mapWith(Number),
          recentVisits:
            sql`coalesce(sum(${visitDays.visits}) filter (where ${inWindow}), 0)`.mapWith(Number),
          uniqueVisitors:
            sql`coalesce(sum(${visitDays.uniques}) filter (where ${inWindow}), 0)`.mapWith(Number),
        })
        .from(visitDays);
      const daily = await db
        .select({
          day: sql`to_char(${visitDays.day}, 'YYYY-MM-DD')`.mapWith(String),
          visits: visitDays.visits,
        })
        .from(visitDays)
        .where(inWindow)
        .orderBy(visitDays.day);
      const count = sql`sum(${visitPageDays.visits})`.mapWith(Number);
      const topPages = await db
        .select({ page: visitPageDays.page, count })
        .from(visitPageDays)
        .where(between(visitPageDays.day, from, to))
        .groupBy(visitPageDays.page)
        // "C" collation: ties order the same on every engine and locale.
        .orderBy(desc(count), sql`${visitPageDays.page} collate "C"`)
        .limit(topLimit);
      return {
        totalVisits: totals?.totalVisits ?? 0,
        recentVisits: totals?.recentVisits ?? 0,
        uniqueVisitors: totals?.uniqueVisitors ?? 0,
        daily,
        topPages,
      };
    },
  };
}

export type AnalyticsRepo = ReturnType<typeof createAnalyticsRepo>;
