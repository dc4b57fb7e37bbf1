import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SelfCheckResult } from '@shared/contracts/self-check';
import { apiRequest } from '@client/lib/api-client';

export const SELF_CHECKS_QUERY_KEY = ['/api/self-checks'] as const;

/** Newest first. */
export function getSelfChecks(): Promise<SelfCheckResult[]> {
  return apiRequest<SelfCheckResult[]>('GET', '/api/protected/self-checks');
}

export const selfChecksQueryOptions = queryOptions({
  queryKey: SELF_CHECKS_QUERY_KEY,
  queryFn: getSelfChecks,
});

export function useSelfChecks(enabled: boolean) {
  return useQuery({ ...selfChecksQueryOptions, enabled });
}
