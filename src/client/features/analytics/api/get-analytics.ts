import { queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsResponseSchema, type AnalyticsResponse } from '@shared/contracts/analytics';
import { throwIfNotOk } from '@client/lib/api-client';

export const ANALYTICS_QUERY_KEY = '/api/analytics';

/** Sends the operator's token as a bearer token when the server asks for one. */
export async function getAnalytics(token: string | null): Promise<AnalyticsResponse> {
  const response = await fetch(ANALYTICS_QUERY_KEY, {
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  await throwIfNotOk(response);
  return analyticsResponseSchema.parse(await response.json());
}

export function analyticsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [ANALYTICS_QUERY_KEY, token],
    queryFn: () => getAnalytics(token),
  });
}

export function useAnalytics(token: string | null, enabled: boolean) {
  return useQuery({ ...analyticsQueryOptions(token), enabled });
}

/** True for the answer a wrong or missing token gets. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('401:');
}
