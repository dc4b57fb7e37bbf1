import type { UserAchievement } from '../src/shared/contracts/progress';

/** One of his achievements as the API lists it: unlocked when it has a date. */
export function achievement(
  id: number,
  progress: number,
  unlockedDate: string | null = null,
  category = 'engagement',
  icon = 'Award',
): UserAchievement {
  return {
    id,
    progress,
    unlocked: unlockedDate !== null,
    unlockedDate,
    achievement: {
      id,
      title: `Achievement ${id}`,
      description: `Description ${id}`,
      icon,
      category,
    },
  };
}
