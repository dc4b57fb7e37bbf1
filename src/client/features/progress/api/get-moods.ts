import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MoodEntry } from '@shared/contracts/progress';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** Newest first. */
export function getMoods(): Promise<MoodEntry[]> {
  return apiRequest<MoodEntry[]>('GET', '/api/protected/mood');
}

export const moodsQueryOptions = queryOptions({ queryKey: queryKeys.moods, queryFn: getMoods });

export function useMoods(enabled: boolean) {
  return useQuery({ ...moodsQueryOptions, enabled });
}
