import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionList } from '@shared/contracts/account-security';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export function getSessions(): Promise<SessionList> {
  return apiRequest<SessionList>('GET', '/api/protected/sessions');
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.sessions, queryFn: getSessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
