import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { achievements, activities, moods, userAchievements, users } from '../../db/schema';
import { activityColumns, moodColumns, selectOwnedRows } from '../../db/owned-rows';

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

/** What a mood check-in writes besides the mood itself (the rules live in the service). */
export type CheckIn = {
  userId: number;
  value: number;
  note: string | null;
  tags: string[];
  createdAt: Date;
  activityDetails: string;
  /** Raised to (distinct UTC days with a mood × 100 / daysGoal), capped at 100. */
  daysAchievementId: number;
  daysGoal: number;
  /** Raised to 100 when given: the good-day and honest-note achievements. */
  unlockIds: [number | null, number | null];
};

const ph = sql.placeholder;

// Upward only: writes when the row is new, or locked with lower progress; the unlock date is
// set once. `excluded` is the proposed row, so the mood save below can raise several at once.
const raiseOnConflict = {
  target: [userAchievements.userId, userAchievements.achievementId],
  set: {
    progress: sql`excluded.progress`,
    unlocked: sql`excluded.unlocked`,
    unlockedAt: sql`coalesce(${userAchievements.unlockedAt}, excluded.unlocked_at)`,
    updatedAt: sql`excluded.updated_at`,
  },
  where: and(
    eq(userAchievements.unlocked, false),
    sql`${userAchievements.progress} < excluded.progress`,
  ),
};

/**
 * SQL for the personal area. Every query is scoped to one user id. The hot statements are
 * prepared once per database handle (named, so PostgreSQL parses and plans them once per
 * connection); their text never varies, which named statements require.
 */
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
  const ownRow = and(
    eq(userAchievements.achievementId, achievements.id),
    eq(userAchievements.userId, ph('userId')),
  );
  const achievementList = db
    .select(achievementColumns)
    .from(achievements)
    .leftJoin(userAchievements, ownRow)
    .orderBy(achievements.id)
    .prepare('progress_achievement_list');
  const achievementOne = db
    .select(achievementColumns)
    .from(achievements)
    .leftJoin(userAchievements, ownRow)
    .where(eq(achievements.id, ph('achievementId')))
    .limit(1)
    .prepare('progress_achievement_one');

  const raiseOne = db
    .insert(userAchievements)
    .values({
      userId: ph('userId'),
      achievementId: ph('achievementId'),
      progress: ph('progress'),
      unlocked: sql`${ph('progress')}::int >= 100`,
      unlockedAt: sql`case when ${ph('progress')}::int >= 100 then ${ph('now')}::timestamptz end`,
      updatedAt: ph('now'),
    })
    .onConflictDoUpdate(raiseOnConflict)
    .returning({ unlocked: userAchievements.unlocked })
    .prepare('progress_raise');

  const saveCheckIn = prepareCheckIn(db);

  return {
    async listAchievements(userId: number): Promise<AchievementRow[]> {
      return achievementList.execute({ userId });
    },

    async findAchievement(
      userId: number,
      achievementId: number,
    ): Promise<AchievementRow | undefined> {
      const rows = await achievementOne.execute({ userId, achievementId });
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
      const rows = await raiseOne.execute({ userId, achievementId, progress, now });
      return rows[0]?.unlocked === true;
    },

    /**
     * One statement, one round trip: inserts the mood and its check-in activity and raises the
     * tracking achievements (as `raise` does). Answers the mood and how many achievements this
     * call unlocked.
     */
    async saveCheckIn(checkIn: CheckIn) {
      const [extraA, extraB] = checkIn.unlockIds;
      const rows = await saveCheckIn.execute({ ...checkIn, extraA, extraB });
      const row = rows[0];
      if (!row) throw new Error('mood insert returned no row');
      const { unlockedNow, ...mood } = row;
      return { mood, unlockedNow };
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

    async listMoods(userId: number, limit: number) {
      return selectOwnedRows(db, moods, moodColumns, userId)
        .orderBy(desc(moods.createdAt), desc(moods.id))
        .limit(limit);
    },

    /** One of `subject` (an id, for the counted types) or `details` (free text) is set. */
    async insertActivity(values: {
      userId: number;
      type: string;
      subject?: string;
      details?: string;
      createdAt: Date;
    }) {
      await db.insert(activities).values(values);
    },

    async listActivities(userId: number, limit: number) {
      return selectOwnedRows(db, activities, activityColumns, userId)
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

    /** How many of `subjects` the user has an activity of this type for. */
    async countDistinctSubjects(
      userId: number,
      type: string,
      subjects: readonly string[],
    ): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(distinct ${activities.subject})::int` })
        .from(activities)
        .where(
          and(
            eq(activities.userId, userId),
            eq(activities.type, type),
            inArray(activities.subject, [...subjects]),
          ),
        );
      return Number(rows[0]?.n ?? 0);
    },

    async hasActivitySince(
      userId: number,
      type: string,
      subject: string,
      since: Date,
    ): Promise<boolean> {
      const rows = await db
        .select({ id: activities.id })
        .from(activities)
        .where(
          and(
            eq(activities.userId, userId),
            eq(activities.type, type),
            eq(activities.subject, subject),
            gte(activities.createdAt, since),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type ProgressRepo = ReturnType<typeof createProgressRepo>;

// The mood save as one statement of data-modifying CTEs. They all see the same snapshot, so the
// day count adds the new mood's own day to the days already stored.
function prepareCheckIn(db: Db) {
  const newMood = db.$with('new_mood').as(
    db
      .insert(moods)
      .values({
        userId: ph('userId'),
        value: ph('value'),
        note: ph('note'),
        tags: sql`${ph('tags')}::text[]`,
        createdAt: ph('createdAt'),
      })
      .returning(moodColumns),
  );
  const checkInActivity = db.$with('check_in').as(
    db.insert(activities).values({
      userId: ph('userId'),
      type: 'check-in',
      details: ph('activityDetails'),
      createdAt: ph('createdAt'),
    }),
  );
  const targets = db
    .$with('targets', {
      achievementId: sql<number>`achievement_id`.as('achievement_id'),
      progress: sql<number>`progress`.as('progress'),
    })
    .as(
      sql`select ${ph('daysAchievementId')}::int as achievement_id,
          least(100, count(distinct mood_day) * 100 / ${ph('daysGoal')}::int)::int as progress
        from (
          select (${moods.createdAt} at time zone 'UTC')::date as mood_day
            from ${moods} where ${moods.userId} = ${ph('userId')}
          union all
          select (created_at at time zone 'UTC')::date from new_mood
        ) as mood_days
        union all
        select id, 100 from (values (${ph('extraA')}::int), (${ph('extraB')}::int)) as extra (id)
          where id is not null`,
    );
  const raised = db.$with('raised').as(
    db
      .insert(userAchievements)
      .select(
        sql`select ${ph('userId')}::int, achievement_id, progress, progress >= 100,
              case when progress >= 100 then new_mood.created_at end, new_mood.created_at
            from targets, new_mood`,
      )
      .onConflictDoUpdate(raiseOnConflict)
      .returning({ unlocked: userAchievements.unlocked }),
  );
  return db
    .with(newMood, checkInActivity, targets, raised)
    .select({
      id: newMood.id,
      value: newMood.value,
      note: newMood.note,
      tags: newMood.tags,
      createdAt: newMood.createdAt,
      unlockedNow: sql<number>`(select count(*) from raised where raised.unlocked)::int`.mapWith(
        Number,
      ),
    })
    .from(newMood)
    .prepare('progress_save_check_in');
}
