import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { achievements, activities, moods, userAchievements, users } from '../../db/schema';

export type AchievementRow = {
  id: number;
  title: string;
  description: string;
  icon: string;
  category: string;
  progress: number | null;
  unlocked: boolean | null;
  unlockedAt: Date | null;
};

/** SQL for the personal area. Every query is scoped to one user id. */
export function createProgressRepo(db: Db) {
  const achievementColumns = {
    id: achievements.id,
    title: achievements.title,
    description: achievements.description,
    icon: achievements.icon,
    category: achievements.category,
    progress: userAchievements.progress,
    unlocked: userAchievements.unlocked,
    unlockedAt: userAchievements.unlockedAt,
  };
  const ownRow = (userId: number) =>
    and(eq(userAchievements.achievementId, achievements.id), eq(userAchievements.userId, userId));

  return {
    async listAchievements(userId: number): Promise<AchievementRow[]> {
      return db
        .select(achievementColumns)
        .from(achievements)
        .leftJoin(userAchievements, ownRow(userId))
        .orderBy(achievements.id);
    },

    async findAchievement(
      userId: number,
      achievementId: number,
    ): Promise<AchievementRow | undefined> {
      const rows = await db
        .select(achievementColumns)
        .from(achievements)
        .leftJoin(userAchievements, ownRow(userId))
        .where(eq(achievements.id, achievementId))
        .limit(1);
      return rows[0];
    },

    /**
     * Upward only: writes when the row is new, or locked with lower progress. Answers whether
     * this call unlocked it.
     */
    async raise(
      userId: number,
      achievementId: number,
      progress: number,
      now: Date,
    ): Promise<boolean> {
      const unlocked = progress >= 100;
      const rows = await db
        .insert(userAchievements)
        .values({
          userId,
          achievementId,
          progress,
          unlocked,
          unlockedAt: unlocked ? now : null,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [userAchievements.userId, userAchievements.achievementId],
          set: {
            progress,
            unlocked,
            unlockedAt: sql`coalesce(${userAchievements.unlockedAt}, ${unlocked ? now : null}::timestamptz)`,
            updatedAt: now,
          },
          where: and(
            eq(userAchievements.unlocked, false),
            sql`${userAchievements.progress} < ${progress}`,
          ),
        })
        .returning({ unlocked: userAchievements.unlocked });
      return rows[0]?.unlocked === true;
    },

    /** Unlocks an achievement dated from the account's creation; false when it already had a row. */
    async unlockSinceSignUp(userId: number, achievementId: number, now: Date): Promise<boolean> {
      const rows = await db
        .insert(userAchievements)
        .select(
          db
            .select({
              userId: users.id,
              achievementId: sql<number>`${achievementId}::int`.as('achievement_id'),
              progress: sql<number>`100::smallint`.as('progress'),
              unlocked: sql<boolean>`true`.as('unlocked'),
              unlockedAt: users.createdAt,
              updatedAt: sql<Date>`${now}::timestamptz`.as('updated_at'),
            })
            .from(users)
            .where(eq(users.id, userId)),
        )
        .onConflictDoNothing()
        .returning({ userId: userAchievements.userId });
      return rows.length > 0;
    },

    async countUnlocked(userId: number, excludingId: number): Promise<number> {
      const rows = await db
        .select({ n: count() })
        .from(userAchievements)
        .where(
          and(
            eq(userAchievements.userId, userId),
            eq(userAchievements.unlocked, true),
            sql`${userAchievements.achievementId} <> ${excludingId}`,
          ),
        );
      return rows[0]?.n ?? 0;
    },

    async insertMood(values: {
      userId: number;
      value: number;
      note: string | null;
      createdAt: Date;
    }) {
      const rows = await db.insert(moods).values(values).returning({
        id: moods.id,
        value: moods.value,
        note: moods.note,
        createdAt: moods.createdAt,
      });
      const row = rows[0];
      if (!row) throw new Error('mood insert returned no row');
      return row;
    },

    async listMoods(userId: number, limit: number) {
      return db
        .select({ id: moods.id, value: moods.value, note: moods.note, createdAt: moods.createdAt })
        .from(moods)
        .where(eq(moods.userId, userId))
        .orderBy(desc(moods.createdAt), desc(moods.id))
        .limit(limit);
    },

    /** Distinct UTC calendar days on which the user checked in. */
    async countMoodDays(userId: number): Promise<number> {
      const rows = await db
        .select({
          n: sql<number>`count(distinct (${moods.createdAt} at time zone 'UTC')::date)::int`,
        })
        .from(moods)
        .where(eq(moods.userId, userId));
      return Number(rows[0]?.n ?? 0);
    },

    async insertActivity(values: {
      userId: number;
      type: string;
      details: string;
      createdAt: Date;
    }) {
      await db.insert(activities).values(values);
    },

    async listActivities(userId: number, limit: number) {
      return db
        .select({
          id: activities.id,
          type: activities.type,
          details: activities.details,
          createdAt: activities.createdAt,
        })
        .from(activities)
        .where(eq(activities.userId, userId))
        .orderBy(desc(activities.createdAt), desc(activities.id))
        .limit(limit);
    },

    async countActivities(userId: number, type: string): Promise<number> {
      const rows = await db
        .select({ n: count() })
        .from(activities)
        .where(and(eq(activities.userId, userId), eq(activities.type, type)));
      return rows[0]?.n ?? 0;
    },

    async countDistinctDetails(
      userId: number,
      type: string,
      details: readonly string[],
    ): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(distinct ${activities.details})::int` })
        .from(activities)
        .where(
          and(
            eq(activities.userId, userId),
            eq(activities.type, type),
            inArray(activities.details, [...details]),
          ),
        );
      return Number(rows[0]?.n ?? 0);
    },

    async hasActivitySince(
      userId: number,
      type: string,
      details: string,
      since: Date,
    ): Promise<boolean> {
      const rows = await db
        .select({ id: activities.id })
        .from(activities)
        .where(
          and(
            eq(activities.userId, userId),
            eq(activities.type, type),
            eq(activities.details, details),
            gte(activities.createdAt, since),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type ProgressRepo = ReturnType<typeof createProgressRepo>;
