import { between, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { visitDays, visitDaySalts, visitDayVisitors, visitPageDays } from '../../db/schema';

/**
 * A day keeps at most this many distinct pages: a flood of made-up paths cannot grow the table
 * (or the top-pages query) without bound. Visits to further new paths still count in the totals.
 */
export const MAX_PAGES_PER_DAY = 1000;

export type VisitWrite = { day: string; page: string; visitorHash: Buffer; keepPagesFrom: string };

const ph = sql.placeholder;

// The statements below are prepared once per database handle: named, so PostgreSQL parses and
// plans them once per connection. Their text never varies, which named statements require.
export function createAnalyticsRepo(db: Db) {
  // What has expired: salts and visitor hashes of past days, page counters beyond the window.
  const expiredSalts = db
    .$with('expired_salts')
    .as(db.delete(visitDaySalts).where(lt(visitDaySalts.day, ph('day'))));
  const expiredVisitors = db
    .$with('expired_visitors')
    .as(db.delete(visitDayVisitors).where(lt(visitDayVisitors.day, ph('day'))));
  const expiredPages = db
    .$with('expired_pages')
    .as(db.delete(visitPageDays).where(lt(visitPageDays.day, ph('keepPagesFrom'))));

  const newVisitor = db.$with('new_visitor').as(
    db
      .insert(visitDayVisitors)
      .values({ day: ph('day'), visitorHash: ph('visitorHash') })
      .onConflictDoNothing()
      .returning({ day: visitDayVisitors.day }),
  );
  const pageCount = db.$with('page_count').as(
    db
      .insert(visitPageDays)
      .select(
        sql`select ${ph('day')}::date, ${ph('page')}::text, 1
            where exists (select 1 from ${visitPageDays} where day = ${ph('day')}::date and page = ${ph('page')}::text)
               or (select count(*) from ${visitPageDays} where day = ${ph('day')}::date) < ${MAX_PAGES_PER_DAY}::int`,
      )
      .onConflictDoUpdate({
        target: [visitPageDays.day, visitPageDays.page],
        set: { visits: sql`${visitPageDays.visits} + 1` },
      }),
  );
  const recordVisit = db
    .with(expiredSalts, expiredVisitors, expiredPages, newVisitor, pageCount)
    .insert(visitDays)
    .values({ day: ph('day'), visits: 1, uniques: sql`(select count(*) from ${newVisitor})` })
    .onConflictDoUpdate({
      target: visitDays.day,
      set: {
        visits: sql`${visitDays.visits} + 1`,
        uniques: sql`${visitDays.uniques} + excluded.uniques`,
      },
    })
    .prepare('analytics_record_visit');

  const sweep = db
    .with(expiredSalts, expiredVisitors)
    .delete(visitPageDays)
    .where(lt(visitPageDays.day, ph('keepPagesFrom')))
    .prepare('analytics_sweep');

  const inWindow = between(visitDays.day, ph('from'), ph('to'));
  const totals = db
    .select({
      totalVisits: sql`coalesce(sum(${visitDays.visits}), 0)`.mapWith(Number),
      recentVisits: sql`coalesce(sum(${visitDays.visits}) filter (where ${inWindow}), 0)`.mapWith(
        Number,
      ),
      uniqueVisitors:
        sql`coalesce(sum(${visitDays.uniques}) filter (where ${inWindow}), 0)`.mapWith(Number),
    })
    .from(visitDays)
    .prepare('analytics_totals');
  const daily = db
    .select({
      day: sql`to_char(${visitDays.day}, 'YYYY-MM-DD')`.mapWith(String),
      visits: visitDays.visits,
    })
    .from(visitDays)
    .where(inWindow)
    .orderBy(visitDays.day)
    .prepare('analytics_daily');
  const count = sql`sum(${visitPageDays.visits})`.mapWith(Number);
  const topPages = db
    .select({ page: visitPageDays.page, count })
    .from(visitPageDays)
    .where(between(visitPageDays.day, ph('from'), ph('to')))
    .groupBy(visitPageDays.page)
    // "C" collation: ties order the same on every engine and locale.
    .orderBy(desc(count), sql`${visitPageDays.page} collate "C"`)
    .limit(ph('limit'))
    .prepare('analytics_top_pages');

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
      await recordVisit.execute(visit);
    },

    /** The read path's share of the sweep, so salts also go on days nobody visits. */
    async sweep(today: string, keepPagesFrom: string): Promise<void> {
      await sweep.execute({ day: today, keepPagesFrom });
    },

    /** Aggregates only: the cost follows days and distinct pages, never the number of visits. */
    async summary(from: string, to: string, topLimit: number) {
      const window = { from, to };
      const [sums] = await totals.execute(window);
      return {
        totalVisits: sums?.totalVisits ?? 0,
        recentVisits: sums?.recentVisits ?? 0,
        uniqueVisitors: sums?.uniqueVisitors ?? 0,
        daily: await daily.execute(window),
        topPages: await topPages.execute({ ...window, limit: topLimit }),
      };
    },
  };
}

export type AnalyticsRepo = ReturnType<typeof createAnalyticsRepo>;
