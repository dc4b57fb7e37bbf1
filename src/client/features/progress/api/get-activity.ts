import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityEntry } from '@shared/contracts/progress';
import { apiRequest } from '@client/lib/api-client';

export const ACTIVITY_QUERY_KEY = ['/api/activity'] as const;

/** Newest first. */
export function getActivity(): Promise<ActivityEntry[]> {
  return apiRequest<ActivityEntry[]>('GET', '/api/protected/activity');
}

export const activityQueryOptions = queryOptions({
  queryKey: ACTIVITY_QUERY_KEY,
  queryFn: getActivity,
});

export function useActivity(enabled: boolean) {
  return useQuery({ ...activityQueryOptions, enabled });
}
