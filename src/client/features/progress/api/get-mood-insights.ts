import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MoodInsights } from '@shared/contracts/mood-data';
import { apiRequest } from '@client/lib/api-client';

export const MOOD_INSIGHTS_QUERY_KEY = ['/api/mood/insights'] as const;

/** His browser's zone, so days and weekdays are his own. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function getMoodInsights(): Promise<MoodInsights> {
  const zone = encodeURIComponent(browserTimeZone());
  return apiRequest<MoodInsights>('GET', `/api/protected/mood/insights?timeZone=${zone}`);
}

export const moodInsightsQueryOptions = queryOptions({
  queryKey: MOOD_INSIGHTS_QUERY_KEY,
  queryFn: getMoodInsights,
});

export function useMoodInsights(enabled: boolean) {
  return useQuery({ ...moodInsightsQueryOptions, enabled });
}
