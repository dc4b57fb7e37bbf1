import { z } from 'zod';
import { MOOD_MAX, MOOD_MIN, MOOD_NOTE_MAX } from '../constants/moods';
import { RESOURCE_MODULE_IDS } from '../constants/resource-modules';

export const ACTIVITY_TYPES = ['chat', 'meditation', 'check-in', 'resource', 'account'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export { RESOURCE_MODULE_IDS, type ResourceModuleId } from '../constants/resource-modules';

const isoDate = z.string();

// PostgreSQL text cannot hold U+0000: refuse it up front so it is a 400, never a 500.
const noNul = (text: string) => !text.includes('\u0000');

export const achievementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  category: z.string(),
});

export const userAchievementSchema = z.object({
  id: z.number().int(),
  progress: z.number().int().min(0).max(100),
  unlocked: z.boolean(),
  unlockedDate: isoDate.nullable(),
  achievement: achievementSchema,
});
export type UserAchievement = z.infer<typeof userAchievementSchema>;
export const userAchievementListSchema = z.array(userAchievementSchema);

export const achievementParamsSchema = z.object({
  id: z.coerce.number({ error: 'Expected an achievement id' }).int().min(1).max(2_147_483_647),
});

/** Progress above 100 is capped (SPEC.md §5); `unlocked` is implied once progress reaches 100. */
export const achievementUpdateSchema = z.object({
  progress: z.number({ error: 'Expected a whole number from 0 to 100' }).int().min(0),
  unlocked: z.boolean().optional(),
});
export type AchievementUpdate = z.input<typeof achievementUpdateSchema>;

export const moodPayloadSchema = z.object({
  value: z
    .number({ error: 'Expected a whole number from 1 to 5' })
    .int()
    .min(MOOD_MIN)
    .max(MOOD_MAX),
  note: z
    .string()
    .trim()
    .max(MOOD_NOTE_MAX, `Note must be at most ${MOOD_NOTE_MAX} characters`)
    .refine(noNul, 'Note must not contain NUL characters')
    .nullish()
    .transform((note) => (note ? note : undefined)),
});
export type MoodPayload = z.input<typeof moodPayloadSchema>;

export const moodEntrySchema = z.object({
  id: z.number().int(),
  value: z.number().int(),
  note: z.string().optional(),
  date: isoDate,
});
export type MoodEntry = z.infer<typeof moodEntrySchema>;
export const moodEntryListSchema = z.array(moodEntrySchema);

export const activityEntrySchema = z.object({
  id: z.number().int(),
  type: z.enum(ACTIVITY_TYPES),
  date: isoDate,
  details: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const activityEntryListSchema = z.array(activityEntrySchema);

export const meditationPayloadSchema = z.object({
  exerciseId: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'Expected a short exercise id'),
  name: z.string().trim().max(60).refine(noNul, 'Name must not contain NUL characters').optional(),
});
export type MeditationPayload = z.input<typeof meditationPayloadSchema>;

export const resourceReadPayloadSchema = z.object({
  moduleId: z.enum(RESOURCE_MODULE_IDS),
});
export type ResourceReadPayload = z.input<typeof resourceReadPayloadSchema>;

/** Answer of the meditation and resource-read calls: false when the same read was already counted today. */
export const recordedSchema = z.object({ recorded: z.boolean() });
