import { z } from 'zod';

const isoDate = z.string();

/**
 * Everything Steady holds about one account (GDPR Art. 15/20 style access and portability).
 * A new table with a user_id column must appear here too; the account tests fail otherwise.
 */
export const accountExportSchema = z.object({
  format: z.literal('steady-export/1'),
  exportedAt: isoDate,
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string().nullable(),
    createdAt: isoDate,
  }),
  sessions: z.array(
    z.object({
      createdAt: isoDate,
      expiresAt: isoDate,
      persistent: z.boolean(),
      /** "Chrome on Android" (issue 20); null for sessions started before it was kept. */
      device: z.string().nullable(),
      lastUsedAt: isoDate.nullable(),
    }),
  ),
  achievements: z.array(
    z.object({
      achievementId: z.number().int(),
      title: z.string(),
      progress: z.number().int(),
      unlocked: z.boolean(),
      unlockedAt: isoDate.nullable(),
      updatedAt: isoDate,
    }),
  ),
  moods: z.array(
    z.object({
      id: z.number().int(),
      value: z.number().int(),
      note: z.string().nullable(),
      tags: z.array(z.string()),
      date: isoDate,
    }),
  ),
  activities: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      /** The module or topic id, for module reads and conversations; null for the other types. */
      subject: z.string().nullable(),
      details: z.string(),
      date: isoDate,
    }),
  ),
  /** Self-check results he saved to the account (issue 18), oldest first. */
  selfChecks: z.array(
    z.object({
      id: z.string(),
      instrument: z.string(),
      answers: z.array(z.number().int()),
      score: z.number().int(),
      difficulty: z.number().int().nullable(),
      takenAt: isoDate,
      savedAt: isoDate,
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const ACCOUNT_DELETED_MESSAGE = 'Your account and all of its data have been deleted.';
