import { queryKeys } from '@client/lib/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MoodInsights } from '@shared/contracts/mood-data';
import { apiRequest } from '@client/lib/api-client';

/** His browser's zone, so days and weekdays are his own. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function getMoodInsights(): Promise<MoodInsights> {
  const zone = encodeURIComponent(browserTimeZone());
  return apiRequest<MoodInsights>('GET', `/api/protected/mood/insights?timeZone=${zone}`);
}

export const moodInsightsQueryOptions = queryOptions({
  queryKey: queryKeys.moodInsights,
  queryFn: getMoodInsights,
});

export function useMoodInsights(enabled: boolean) {
  return useQuery({ ...moodInsightsQueryOptions, enabled });
}
