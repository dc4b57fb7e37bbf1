import { ACHIEVEMENT_IDS } from '../constants/achievements';
import type { AchievementUpdate, UserAchievement } from '../contracts/progress';

// The personal area's selection rules (SPEC.md §2, §4, §9), shared so they are tested once.
export const DASHBOARD_UNLOCKED_COUNT = 3;
export const DASHBOARD_LOCKED_COUNT = 2;
export const DASHBOARD_ACTIVITY_COUNT = 5;
export const LATEST_MOOD_COUNT = 5;
export const ACHIEVEMENT_STEP = 10;
export const ACHIEVEMENT_CAP = 100;
const time = (iso: string | null) => (iso ? new Date(iso).getTime() || 0 : 0);

/** The most recently unlocked first; ties keep catalogue order. */
export function recentlyUnlocked(
  list: readonly UserAchievement[],
  count = DASHBOARD_UNLOCKED_COUNT,
): UserAchievement[] {
  return list
    .filter((entry) => entry.unlocked)
    .sort((a, b) => time(b.unlockedDate) - time(a.unlockedDate) || a.id - b.id)
    .slice(0, count);
}

/** Locked achievements with the highest progress first; ties keep catalogue order. */
export function closestToUnlock(
  list: readonly UserAchievement[],
  count = DASHBOARD_LOCKED_COUNT,
): UserAchievement[] {
  return list
    .filter((entry) => !entry.unlocked)
    .sort((a, b) => b.progress - a.progress || a.id - b.id)
    .slice(0, count);
}

/** The share of achievements unlocked, as a whole percentage. */
export function overallProgress(list: readonly UserAchievement[]): number {
  if (list.length === 0) return 0;
  return Math.round((list.filter((entry) => entry.unlocked).length / list.length) * 100);
}

/** The newest `count` items by their date, whatever order they arrive in. */
export function latest<T extends { date: string }>(items: readonly T[], count: number): T[] {
  return [...items].sort((a, b) => time(b.date) - time(a.date)).slice(0, count);
}

/** What '+10%' sends: ten more, capped at 100, unlocked once it gets there. */
export function stepUpdate(entry: Pick<UserAchievement, 'progress'>): AchievementUpdate {
  const progress = Math.min(ACHIEVEMENT_CAP, entry.progress + ACHIEVEMENT_STEP);
  return { progress, unlocked: progress >= ACHIEVEMENT_CAP };
}

/** What 'Complete' sends. */
export const COMPLETE_UPDATE: AchievementUpdate = { progress: ACHIEVEMENT_CAP, unlocked: true };

/**
 * The bonus after a mood save (SPEC.md §4): the check-ins achievement (or, if the catalogue lacks
 * it, the first tracking one) gets ten more when it is still locked. Null when there is nothing
 * to raise.
 */
export function moodBonus(
  list: readonly UserAchievement[],
): { id: number; body: AchievementUpdate } | null {
  const target =
    list.find((entry) => entry.id === ACHIEVEMENT_IDS.moodCheckIns) ??
    list.find((entry) => entry.achievement.category === 'tracking');
  if (!target || target.unlocked) return null;
  return { id: target.id, body: stepUpdate(target) };
}
