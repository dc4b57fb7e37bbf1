// Every TanStack Query cache key in one place (SPEC.md §7 names them after the API paths). A
// feature that changes another feature's data invalidates that feature's key from here, so
// features never import each other and no key is spelled twice.

export const queryKeys = {
  /** The current user; set, never fetched, through the cache (see features/auth/api/get-user). */
  user: ['/api/user'],
  achievements: ['/api/achievements'],
  activity: ['/api/activity'],
  moods: ['/api/mood'],
  moodInsights: ['/api/mood/insights'],
  config: ['/api/config'],
  sessions: ['/api/protected/sessions'],
  analytics: (token: string | null) => ['/api/analytics', token] as const,
} as const;

/** What anything that advances a user's achievements (chat, feedback, breathing, reading) makes stale. */
export const PROGRESS_QUERY_KEYS = [queryKeys.achievements, queryKeys.activity] as const;

/** Everything that belongs to the signed-in user, refreshed when the user changes (logout). */
export const USER_DATA_QUERY_KEYS = [
  queryKeys.achievements,
  queryKeys.moods,
  queryKeys.moodInsights,
  queryKeys.activity,
] as const;
