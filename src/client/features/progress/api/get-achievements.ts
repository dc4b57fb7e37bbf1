import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserAchievement } from '@shared/contracts/progress';
import { apiRequest } from '@client/lib/api-client';

// The spec's cache key (SPEC.md §7); logout invalidates it.
export const ACHIEVEMENTS_QUERY_KEY = ['/api/achievements'] as const;

export function getAchievements(): Promise<UserAchievement[]> {
  return apiRequest<UserAchievement[]>('GET', '/api/protected/achievements');
}

export const achievementsQueryOptions = queryOptions({
  queryKey: ACHIEVEMENTS_QUERY_KEY,
  queryFn: getAchievements,
});

/** Loads only while someone is signed in (SPEC.md §6). */
export function useAchievements(enabled: boolean) {
  return useQuery({ ...achievementsQueryOptions, enabled });
}
