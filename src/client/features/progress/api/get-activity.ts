import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityEntry } from '@shared/contracts/progress';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** Newest first. */
export function getActivity(): Promise<ActivityEntry[]> {
  return apiRequest<ActivityEntry[]>('GET', '/api/protected/activity');
}

export const activityQueryOptions = queryOptions({
  queryKey: queryKeys.activity,
  queryFn: getActivity,
});

export function useActivity(enabled: boolean) {
  return useQuery({ ...activityQueryOptions, enabled });
}
