import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@shared/contracts/auth';
import { throwIfNotOk } from '@client/lib/api-client';

export const USER_QUERY_KEY = ['/api/user'] as const;

/** The signed-in user, or null: a 401 means nobody is signed in (SPEC.md §4). */
export async function getUser(): Promise<User | null> {
  const response = await fetch('/api/user', { credentials: 'include' });
  if (response.status === 401) {
    // Drain the body: an unread response keeps the connection busy in some browsers.
    await response.text();
    return null;
  }
  await throwIfNotOk(response);
  return response.json();
}

export const userQueryOptions = queryOptions({ queryKey: USER_QUERY_KEY, queryFn: getUser });

export function useUser() {
  const query = useQuery(userQueryOptions);
  return { user: query.data ?? null, isLoading: query.isPending, error: query.error };
}
