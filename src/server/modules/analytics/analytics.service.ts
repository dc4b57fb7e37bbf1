import { createHash, randomBytes } from 'node:crypto';
import {
  ANALYTICS_WINDOW_DAYS,
  TOP_PAGES_LIMIT,
  type AnalyticsResponse,
} from '@shared/contracts/analytics';
import type { Clock } from '../../lib/clock';
import type { AnalyticsRepo } from './analytics.repo';

const DAY_MS = 86_400_000;

/** The UTC calendar day, as the database's date columns hold it. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

export function createAnalyticsService(deps: { repo: AnalyticsRepo; clock: Clock }) {
  const { repo, clock } = deps;
  // Today's salt only; yesterday's is dropped here as soon as the day changes, as in the database.
  let cachedSalt: { day: string; salt: Buffer } | undefined;

  const saltFor = async (day: string) => {
    if (cachedSalt?.day !== day)
      cachedSalt = { day, salt: await repo.daySalt(day, randomBytes(32)) };
    return cachedSalt.salt;
  };
  // The read path sweeps once per UTC day in this process rather than on every read: the day
  // that sweep ran on. Writes sweep on their own; only a write dated before the day it finished
  // on (it straddled midnight) can leave a past day's salt or hashes behind, so it re-arms this.
  let sweptOn: string | undefined;

  const windowStart = (today: string) => addDays(today, -(ANALYTICS_WINDOW_DAYS - 1));

  return {
    /**
     * Counts one page view. The IP address and user agent only feed a salted hash that can link
     * visits within one UTC day and never afterwards (the Plausible method); neither is stored.
     */
    async trackVisit(visit: { page: string; ip: string; userAgent: string }): Promise<void> {
      const day = utcDay(clock.now());
      try {
        const salt = await saltFor(day);
        const visitorHash = createHash('sha256')
          .update(salt)
          .update(visit.ip)
          // A separator, so ("1.2.3.4", "5x") and ("1.2.3.45", "x") hash differently.
          .update('\0')
          .update(visit.userAgent)
          .digest();
        await repo.recordVisit({
          day,
          page: visit.page,
          visitorHash,
          keepPagesFrom: windowStart(day),
        });
      } finally {
        // Even a failed write may have stored the day's salt or hash.
        if (utcDay(clock.now()) !== day) sweptOn = undefined;
      }
    },

    async summary(): Promise<AnalyticsResponse> {
      const today = utcDay(clock.now());
      const from = windowStart(today);
      if (sweptOn !== today) {
        // Marked before the sweep starts, so a straddling write that ends after it re-arms it.
        sweptOn = today;
        try {
          await repo.sweep(today, from);
        } catch (error) {
          sweptOn = undefined;
          throw error;
        }
      }
      if (cachedSalt && cachedSalt.day < today) cachedSalt = undefined;
      const totals = await repo.summary(from, today, TOP_PAGES_LIMIT);
      const byDay = new Map(totals.daily.map((row) => [row.day, row.visits]));
      const daily = Array.from({ length: ANALYTICS_WINDOW_DAYS }, (_, index) => {
        const day = addDays(from, index);
        return { day, visits: byDay.get(day) ?? 0 };
      });
      return {
        totalVisits: totals.totalVisits,
        recentVisits: totals.recentVisits,
        uniqueVisitors: totals.uniqueVisitors,
        topPages: totals.topPages,
        daily,
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
