import { QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';

// SPEC.md §7: data is never stale, no refetch on focus, no polling, no retries.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        // The query key is the URL, as in the spec's cache keys.
        queryFn: ({ queryKey }) => apiRequest('GET', String(queryKey[0])),
      },
      mutations: { retry: false },
    },
  });
}
