import { z } from 'zod';

export const PAGE_PATH_MAX = 200;
export const USER_AGENT_MAX = 1024;
/** Recent visits, unique visitors, top pages and the chart all cover this many UTC days. */
export const ANALYTICS_WINDOW_DAYS = 30;
export const TOP_PAGES_LIMIT = 10;

/** Drops the query string and fragment: they can carry tokens, e-mail addresses or search text. */
export function stripToPath(page: string): string {
  return page.replace(/[?#].*$/s, '');
}

export const trackVisitPayloadSchema = z.object({
  page: z
    .string({ error: 'Expected a path' })
    .transform(stripToPath)
    .pipe(
      z
        .string()
        .startsWith('/', 'The path must start with /')
        .max(PAGE_PATH_MAX, `The path must be at most ${PAGE_PATH_MAX} characters`)
        // Control characters have no place in a path and would garble the analytics page.
        .regex(/^[^\p{Cc}]*$/u, 'The path must not contain control characters'),
    ),
  userAgent: z
    .string({ error: 'Expected a string' })
    .max(USER_AGENT_MAX, `At most ${USER_AGENT_MAX} characters`),
});
export type TrackVisitPayload = z.input<typeof trackVisitPayloadSchema>;

export const topPageSchema = z.object({ page: z.string(), count: z.number().int().nonnegative() });
export const dailyVisitsSchema = z.object({
  day: z.iso.date(),
  visits: z.number().int().nonnegative(),
});

export const analyticsResponseSchema = z.object({
  totalVisits: z.number().int().nonnegative(),
  recentVisits: z.number().int().nonnegative(),
  uniqueVisitors: z.number().int().nonnegative(),
  topPages: z.array(topPageSchema),
  /** Beyond the spec: one entry per UTC day of the window, oldest first, for the chart. */
  daily: z.array(dailyVisitsSchema),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;
export type TopPage = z.infer<typeof topPageSchema>;
export type DailyVisits = z.infer<typeof dailyVisitsSchema>;

export const publicConfigSchema = z.object({
  contactEmail: z.string(),
  analyticsTokenRequired: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
