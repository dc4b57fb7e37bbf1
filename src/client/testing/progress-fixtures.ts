import type { ActivityEntry, MoodEntry, UserAchievement } from '@shared/contracts/progress';

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

export function activity(id: number, date: string, details = `Activity ${id}`): ActivityEntry {
  return { id, type: 'check-in', date, details };
}

export function mood(
  id: number,
  value: number,
  date: string,
  note?: string,
  tags: string[] = [],
): MoodEntry {
  return { id, value, date, ...(note ? { note } : {}), tags };
}
