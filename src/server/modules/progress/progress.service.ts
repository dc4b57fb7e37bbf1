import type { FastifyBaseLogger } from 'fastify';
import { ACHIEVEMENT_IDS } from '@shared/constants/achievements';
import { GOOD_MOOD_MIN, moodLevel } from '@shared/constants/moods';
import type {
  ActivityEntry,
  ActivityType,
  MoodEntry,
  ResourceModuleId,
  UserAchievement,
} from '@shared/contracts/progress';
import { ACTIVITY_TYPES, RESOURCE_MODULE_IDS } from '@shared/contracts/progress';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import {
  describeSubject,
  SUBJECT_IDS,
  type SubjectActivity,
  type SubjectType,
} from '@shared/rules/activity-subjects';
import { type AchievementRow, createProgressRepo } from './progress.repo';

export const MOOD_LIST_LIMIT = 1000;
export const ACTIVITY_LIST_LIMIT = 100;
const CHECK_IN_DAYS_GOAL = 7;
const BREATHING_STEP = 10;
const UNLOCKS_FOR_MILESTONE = 5;

const clampProgress = (progress: number) => Math.max(0, Math.min(100, Math.floor(progress)));

function toUserAchievement(row: AchievementRow): UserAchievement {
  return {
    id: row.id,
    progress: row.progress ?? 0,
    unlocked: row.unlocked ?? false,
    unlockedDate: row.unlockedAt ? row.unlockedAt.toISOString() : null,
    achievement: {
      id: row.id,
      title: row.title,
      description: row.description,
      icon: row.icon,
      category: row.category,
    },
  };
}

const isActivityType = (type: string): type is ActivityType =>
  ACTIVITY_TYPES.some((known) => known === type);

/**
 * The personal area's rules. Also what other modules may do to a user's progress: app.ts wires
 * recordActivity and raiseAchievement into auth and chat, so modules never import each other.
 */
export function createProgressService(deps: { db: Db; clock: Clock; logger: FastifyBaseLogger }) {
  const { clock } = deps;
  const repo = createProgressRepo(deps.db);

  // Achievement 13 counts the others, so every unlock re-evaluates it.
  async function raise(userId: number, achievementId: number, progress: number): Promise<void> {
    const unlockedNow = await repo.raise(
      userId,
      achievementId,
      clampProgress(progress),
      clock.now(),
    );
    if (unlockedNow && achievementId !== ACHIEVEMENT_IDS.steadyProgress)
      await reviewMilestone(userId);
  }

  async function reviewMilestone(userId: number): Promise<void> {
    const others = await repo.countUnlocked(userId, ACHIEVEMENT_IDS.steadyProgress);
    await repo.raise(
      userId,
      ACHIEVEMENT_IDS.steadyProgress,
      clampProgress((others * 100) / UNLOCKS_FOR_MILESTONE),
      clock.now(),
    );
  }

  async function recordActivity(
    userId: number,
    type: ActivityType,
    details: string,
  ): Promise<void> {
    await repo.insertActivity({ userId, type, details, createdAt: clock.now() });
  }

  /** Records an activity counted by its subject's id (a module read, a conversation's topic). */
  async function recordSubject(userId: number, activity: SubjectActivity): Promise<void> {
    await repo.insertActivity({ userId, ...activity, createdAt: clock.now() });
  }

  return {
    recordActivity,
    recordSubject,

    /** How many different subjects of this type the user has an activity for. */
    async countSubjects(userId: number, type: SubjectType): Promise<number> {
      return repo.countDistinctSubjects(userId, type, SUBJECT_IDS[type]);
    },

    /**
     * Raises an achievement to `progress` (capped at 100) only if that is an increase and it is
     * not yet unlocked; unlocks at 100, setting the unlock date once.
     */
    async raiseAchievement(userId: number, achievementId: number, progress: number): Promise<void> {
      await raise(userId, achievementId, progress);
    },

    async listAchievements(userId: number): Promise<UserAchievement[]> {
      let rows = await repo.listAchievements(userId);
      // Having an account is the achievement itself; it dates from sign-up, whenever first seen.
      const account = rows.find((row) => row.id === ACHIEVEMENT_IDS.accountCreated);
      if (
        account &&
        !account.unlocked &&
        (await repo.unlockSinceSignUp(userId, account.id, clock.now()))
      ) {
        await reviewMilestone(userId);
        rows = await repo.listAchievements(userId);
      }
      return rows.map(toUserAchievement);
    },

    /** The list's '+10%' and 'Complete': never lowers progress and never re-locks. */
    async updateAchievement(
      userId: number,
      achievementId: number,
      update: { progress: number; unlocked?: boolean | undefined },
    ): Promise<UserAchievement> {
      const existing = await repo.findAchievement(userId, achievementId);
      if (!existing) throw new HttpError(404, `Achievement ${achievementId} not found`);
      const progress = update.unlocked ? 100 : clampProgress(update.progress);
      await raise(userId, achievementId, progress);
      const saved = await repo.findAchievement(userId, achievementId);
      if (!saved) throw new HttpError(404, `Achievement ${achievementId} not found`);
      return toUserAchievement(saved);
    },

    async saveMood(
      userId: number,
      mood: { value: number; note?: string | undefined; tags?: string[] | undefined },
    ): Promise<MoodEntry> {
      // The note stays out of the activity list: that list is a summary, the note is private text.
      const { mood: row, unlockedNow } = await repo.saveCheckIn({
        userId,
        value: mood.value,
        note: mood.note ?? null,
        tags: mood.tags ?? [],
        createdAt: clock.now(),
        activityDetails: `Checked in feeling ${moodLevel(mood.value)?.label ?? mood.value}`,
        daysAchievementId: ACHIEVEMENT_IDS.checkInWeek,
        daysGoal: CHECK_IN_DAYS_GOAL,
        unlockIds: [
          mood.value >= GOOD_MOOD_MIN ? ACHIEVEMENT_IDS.goodDay : null,
          mood.note ? ACHIEVEMENT_IDS.honestNote : null,
        ],
      });
      // As raise() does after an unlock; once is enough, it counts every unlock so far.
      if (unlockedNow > 0) await reviewMilestone(userId);
      return toMoodEntry(row);
    },

    async listMoods(userId: number): Promise<MoodEntry[]> {
      return (await repo.listMoods(userId, MOOD_LIST_LIMIT)).map(toMoodEntry);
    },

    async listActivities(userId: number): Promise<ActivityEntry[]> {
      const rows = await repo.listActivities(userId, ACTIVITY_LIST_LIMIT);
      return rows.flatMap((row) =>
        isActivityType(row.type)
          ? [
              {
                id: row.id,
                type: row.type,
                details: row.details ?? describeSubject(row.type, row.subject ?? ''),
                date: row.createdAt.toISOString(),
              },
            ]
          : [],
      );
    },

    async recordMeditation(
      userId: number,
      session: { exerciseId: string; name?: string | undefined },
    ): Promise<void> {
      await recordActivity(
        userId,
        'meditation',
        `Completed a breathing session: ${session.name || session.exerciseId}`,
      );
      const sessions = await repo.countActivities(userId, 'meditation');
      await raise(userId, ACHIEVEMENT_IDS.firstBreath, 100);
      await raise(userId, ACHIEVEMENT_IDS.breathingRoutine, sessions * BREATHING_STEP);
    },

    /** Counts a module read once per UTC day; answers whether this call counted. */
    async recordModuleRead(userId: number, moduleId: ResourceModuleId): Promise<boolean> {
      const now = clock.now();
      const startOfDay = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
      );
      if (await repo.hasActivitySince(userId, 'resource', moduleId, startOfDay)) return false;
      await recordSubject(userId, { type: 'resource', subject: moduleId });
      const distinct = await repo.countDistinctSubjects(userId, 'resource', RESOURCE_MODULE_IDS);
      await raise(userId, ACHIEVEMENT_IDS.firstModule, 100);
      await raise(
        userId,
        ACHIEVEMENT_IDS.allModules,
        (distinct * 100) / RESOURCE_MODULE_IDS.length,
      );
      return true;
    },
  };
}

function toMoodEntry(row: {
  id: number;
  value: number;
  note: string | null;
  tags: string[];
  createdAt: Date;
}): MoodEntry {
  return {
    id: row.id,
    value: row.value,
    date: row.createdAt.toISOString(),
    ...(row.note ? { note: row.note } : {}),
    tags: row.tags,
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
