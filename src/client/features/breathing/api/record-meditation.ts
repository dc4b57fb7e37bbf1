import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeditationPayload } from '@shared/contracts/progress';
import { apiRequest } from '@client/lib/api-client';

// The spec's cache keys for achievements and activity (SPEC.md §7), refreshed so My Steady shows
// the session at once. Literal keys: features do not import each other.
const REFRESHED_KEYS = [['/api/achievements'], ['/api/activity']] as const;

export function recordMeditation(payload: MeditationPayload): Promise<{ recorded: boolean }> {
  return apiRequest<{ recorded: boolean }>('POST', '/api/protected/meditation', payload);
}

/** Failures are only logged: the session itself happened, and nothing is lost for the user. */
export function useRecordMeditation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordMeditation,
    onSuccess: async () => {
      await Promise.all(
        REFRESHED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error: Error) => {
      console.warn('Could not record the breathing session', error.message);
    },
  });
}
