import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserAchievement } from '@shared/contracts/progress';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export function getAchievements(): Promise<UserAchievement[]> {
  return apiRequest<UserAchievement[]>('GET', '/api/protected/achievements');
}

export const achievementsQueryOptions = queryOptions({
  queryKey: queryKeys.achievements,
  queryFn: getAchievements,
});

/** Loads only while someone is signed in (SPEC.md §6). */
export function useAchievements(enabled: boolean) {
  return useQuery({ ...achievementsQueryOptions, enabled });
}
