import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { syncUserWithQueryCache } from '@client/features/auth/api/get-user';
import { createQueryClient } from '@client/lib/query-client';

// TanStack Query loads with the pages and menus that use it, not with the shell, so pages without
// server data stay within the first-paint budget (DESIGN.md §6). They all share this one client,
// so a logout from the header refreshes the queries of the page on screen.
const queryClient = createQueryClient();
syncUserWithQueryCache(queryClient);

/** Wraps a page or lazy menu that uses queries or mutations in the app's query client. */
export function withQueries<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function WithQueries(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  };
}
