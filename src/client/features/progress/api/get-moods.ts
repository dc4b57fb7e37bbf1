import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MoodEntry } from '@shared/contracts/progress';
import { apiRequest } from '@client/lib/api-client';

export const MOODS_QUERY_KEY = ['/api/mood'] as const;

/** Newest first. */
export function getMoods(): Promise<MoodEntry[]> {
  return apiRequest<MoodEntry[]>('GET', '/api/protected/mood');
}

export const moodsQueryOptions = queryOptions({ queryKey: MOODS_QUERY_KEY, queryFn: getMoods });

export function useMoods(enabled: boolean) {
  return useQuery({ ...moodsQueryOptions, enabled });
}
