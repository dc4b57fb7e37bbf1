import { z } from 'zod';

// Issue 19: insights, Daylio import and the CSV export of mood history.

/** An IANA zone from the browser, so "a day" and "a weekday" are his, not UTC's. */
export const timeZoneSchema = z
  .string()
  .max(64)
  // Names only: Intl also takes "+01:00", which PostgreSQL reads with the opposite sign.
  .regex(/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/u, 'Expected an IANA time zone name')
  .refine(isKnownTimeZone, 'Expected an IANA time zone such as Europe/London');

function isKnownTimeZone(zone: string): boolean {
  if (zone === 'UTC') return true;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone !== '';
  } catch {
    return false;
  }
}

export const insightsQuerySchema = z.object({ timeZone: timeZoneSchema.default('UTC') });

export const INSIGHT_MIN_DAYS = 5;
export const WEEKDAY_MIN_DAYS = 3;

export const tagInsightSchema = z.object({
  tag: z.string(),
  withDays: z.number().int(),
  withMean: z.number(),
  withoutDays: z.number().int(),
  withoutMean: z.number(),
});
export type TagInsight = z.infer<typeof tagInsightSchema>;

export const weekdayMoodSchema = z.object({
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: z.number().int().min(1).max(7),
  days: z.number().int(),
  mean: z.number(),
});
export type WeekdayMood = z.infer<typeof weekdayMoodSchema>;

export const moodInsightsSchema = z.object({
  /** Days with at least one check-in. */
  days: z.number().int(),
  /** Tags with at least INSIGHT_MIN_DAYS days with and without, largest difference first. */
  tags: z.array(tagInsightSchema),
  /** Tags used, but with too little data on one side to say anything yet. */
  tagsNeedingData: z.array(
    z.object({ tag: z.string(), withDays: z.number().int(), withoutDays: z.number().int() }),
  ),
  /** Null until two weekdays have WEEKDAY_MIN_DAYS days each and their means differ. */
  bestWeekday: weekdayMoodSchema.nullable(),
  worstWeekday: weekdayMoodSchema.nullable(),
});
export type MoodInsights = z.infer<typeof moodInsightsSchema>;

/** About 10 years of several check-ins a day, with notes; a larger file is refused as a whole. */
export const DAYLIO_IMPORT_MAX_BYTES = 4 * 1024 * 1024;
export const DAYLIO_IMPORT_MAX_ROWS = 20_000;

export const daylioImportPayloadSchema = z.object({
  csv: z
    .string({ error: 'Expected the CSV file as text' })
    .min(1, 'The file is empty')
    .max(DAYLIO_IMPORT_MAX_BYTES, 'The file is too large (at most 4 MB)'),
  timeZone: timeZoneSchema.default('UTC'),
  /** Preview only: count what would be imported and write nothing. */
  dryRun: z.boolean().default(false),
});
export type DaylioImportPayload = z.input<typeof daylioImportPayloadSchema>;

export const importSummarySchema = z.object({
  dryRun: z.boolean(),
  /** Rows read from the file. */
  rows: z.number().int(),
  /** New check-ins: written, or on a dry run, that would be written. */
  imported: z.number().int(),
  /** Rows already in his history (or repeated in the file), skipped. */
  duplicates: z.number().int(),
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  /** Distinct tags the file brings, most used first. */
  tags: z.array(z.string()),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const exportQuerySchema = z.object({
  format: z.enum(['json', 'csv'], { error: 'Expected format json or csv' }).default('json'),
});
