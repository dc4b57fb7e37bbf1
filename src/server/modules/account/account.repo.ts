import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  achievements,
  activities,
  moods,
  selfChecks,
  sessions,
  userAchievements,
  users,
} from '../../db/schema';
import { activityColumns, moodColumns, selectOwnedRows, selectUserRow } from '../../db/owned-rows';

const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  createdAt: users.createdAt,
};

const sessionColumns = {
  createdAt: sessions.createdAt,
  expiresAt: sessions.expiresAt,
  persistent: sessions.persistent,
  device: sessions.device,
  lastUsedAt: sessions.lastUsedAt,
};

const selfCheckColumns = {
  clientId: selfChecks.clientId,
  instrument: selfChecks.instrument,
  answers: selfChecks.answers,
  score: selfChecks.score,
  difficulty: selfChecks.difficulty,
  takenAt: selfChecks.takenAt,
  createdAt: selfChecks.createdAt,
};

/** Reads and removes one user's rows. Every query is scoped to that user's id. */
export function createAccountRepo(db: Db) {
  return {
    async findUser(userId: number) {
      const [user] = await selectUserRow(db, userColumns, userId).limit(1);
      return user;
    },

    async sessions(userId: number) {
      // Token hashes stay out: they are credentials, not the user's data.
      return selectOwnedRows(db, sessions, sessionColumns, userId).orderBy(asc(sessions.createdAt));
    },

    async achievements(userId: number) {
      return db
        .select({
          achievementId: userAchievements.achievementId,
          title: achievements.title,
          progress: userAchievements.progress,
          unlocked: userAchievements.unlocked,
          unlockedAt: userAchievements.unlockedAt,
          updatedAt: userAchievements.updatedAt,
        })
        .from(userAchievements)
        .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
        .where(eq(userAchievements.userId, userId))
        .orderBy(asc(userAchievements.achievementId));
    },

    async moods(userId: number) {
      return selectOwnedRows(db, moods, moodColumns, userId).orderBy(
        asc(moods.createdAt),
        asc(moods.id),
      );
    },

    async activities(userId: number) {
      return selectOwnedRows(db, activities, activityColumns, userId).orderBy(
        asc(activities.createdAt),
        asc(activities.id),
      );
    },

    async selfChecks(userId: number) {
      return selectOwnedRows(db, selfChecks, selfCheckColumns, userId).orderBy(
        asc(selfChecks.takenAt),
        asc(selfChecks.id),
      );
    },

    /** Every other table references users with ON DELETE CASCADE, so this removes all of it. */
    async deleteUser(userId: number): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
      return rows.length > 0;
    },
  };
}

export type AccountRepo = ReturnType<typeof createAccountRepo>;
