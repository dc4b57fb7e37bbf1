import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@shared/contracts/auth';
import { throwIfNotOk } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

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

export type UserState = { user: User | null; isLoading: boolean; error: Error | null };

// The header and protected routes need the user on every page, and TanStack Query (≈12 KB gzip)
// would put most pages' first paint over its budget (DESIGN.md §6). So the current user lives in
// this small store, fetched once per page load (data is never stale, SPEC.md §7); the query
// cache's user entry, which login, register, logout and account deletion set, is forwarded here by
// syncUserWithQueryCache.
const PENDING: UserState = { user: null, isLoading: true, error: null };
let state = PENDING;
let requested = false;
// Bumped by every explicit change, so a fetch that started before a login cannot undo it.
let version = 0;
const listeners = new Set<() => void>();

function emit(next: UserState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Starts the one fetch of the user, unless it has started or the user has been set already. */
export function loadUser(): void {
  if (requested || version > 0) return;
  requested = true;
  const started = version;
  const settle = (next: UserState) => {
    if (version === started) emit(next);
  };
  getUser().then(
    (user) => settle({ user, isLoading: false, error: null }),
    (error: Error) => settle({ user: null, isLoading: false, error }),
  );
}

export function setUser(user: User | null): void {
  version += 1;
  emit({ user, isLoading: false, error: null });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  loadUser();
  return () => listeners.delete(listener);
}

/**
 * The user as the store knows it now, for code that needs it at the moment of an event (a
 * finished breathing session) and so need not re-render when it arrives.
 */
export function currentUser(): User | null {
  return state.user;
}

/**
 * Subscribe from the smallest component that shows the user: when the answer arrives, React
 * re-renders every subscriber synchronously, in one task. A whole page subscribed cost `/` a
 * 150-500 ms task under Lighthouse's throttling (TBT), for a welcome line most visitors never see.
 *
 * Prerendered HTML and the hydrating render see the user still loading, whatever the store
 * already knows, so hydration always matches; React then re-renders with the store's state.
 */
export function useUser(): UserState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => PENDING,
  );
}

/** Sends every change to the query cache's user entry (`setQueryData`) to the store. */
export function syncUserWithQueryCache(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (
      event.type === 'updated' &&
      event.action.type === 'success' &&
      event.query.queryKey[0] === queryKeys.user[0]
    ) {
      setUser(queryClient.getQueryData<User | null>(queryKeys.user) ?? null);
    }
  });
}
