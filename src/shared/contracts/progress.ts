import { z } from 'zod';
import { MOOD_MAX, MOOD_MIN, MOOD_NOTE_MAX } from '../constants/moods';
import {
  MOOD_TAG_MAX_LENGTH,
  MOOD_TAGS_PER_CHECK_IN_MAX,
  normalizeTag,
} from '../constants/mood-tags';
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

// Control characters would turn up in CSV exports and calendar files; a tag is a short label.
// eslint-disable-next-line no-control-regex
const noControl = (text: string) => !/[\u0000-\u001f\u007f]/u.test(text);

/** One factor on a check-in: normalised first, so the limits apply to what is stored. */
export const moodTagSchema = z
  .string({ error: 'Expected each tag to be text' })
  .transform(normalizeTag)
  .pipe(
    z
      .string()
      .min(1, 'A tag must not be empty')
      .max(MOOD_TAG_MAX_LENGTH, `Each tag must be at most ${MOOD_TAG_MAX_LENGTH} characters`)
      .refine(noControl, 'Tags must not contain control characters'),
  );

export const moodTagListSchema = z
  .array(moodTagSchema, { error: 'Expected tags to be a list of text' })
  .max(MOOD_TAGS_PER_CHECK_IN_MAX, `At most ${MOOD_TAGS_PER_CHECK_IN_MAX} tags per check-in`)
  .transform((tags) => [...new Set(tags)]);

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
  tags: moodTagListSchema.optional(),
});
export type MoodPayload = z.input<typeof moodPayloadSchema>;

export const moodEntrySchema = z.object({
  id: z.number().int(),
  value: z.number().int(),
  note: z.string().optional(),
  tags: z.array(z.string()),
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
