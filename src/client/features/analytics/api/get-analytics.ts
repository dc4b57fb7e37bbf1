import { queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsResponseSchema, type AnalyticsResponse } from '@shared/contracts/analytics';
import { ApiError, throwIfNotOk } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** Sends the operator's token as a bearer token when the server asks for one. */
export async function getAnalytics(token: string | null): Promise<AnalyticsResponse> {
  const response = await fetch('/api/analytics', {
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  await throwIfNotOk(response);
  return analyticsResponseSchema.parse(await response.json());
}

export function analyticsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: queryKeys.analytics(token),
    queryFn: () => getAnalytics(token),
  });
}

export function useAnalytics(token: string | null, enabled: boolean) {
  return useQuery({ ...analyticsQueryOptions(token), enabled });
}

/** True for the answer a wrong or missing token gets. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
