import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeditationPayload } from '@shared/contracts/progress';
import { apiRequest } from '@client/lib/api-client';
import { PROGRESS_QUERY_KEYS } from '@client/lib/query-keys';

export function recordMeditation(payload: MeditationPayload): Promise<{ recorded: boolean }> {
  return apiRequest<{ recorded: boolean }>('POST', '/api/protected/meditation', payload);
}

/** Failures are only logged: the session itself happened, and nothing is lost for the user. */
export function useRecordMeditation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordMeditation,
    // Refreshed so My Steady shows the session at once.
    onSuccess: async () => {
      await Promise.all(
        PROGRESS_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error: Error) => {
      console.warn('Could not record the breathing session', error.message);
    },
  });
}
