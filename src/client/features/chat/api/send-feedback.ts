import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackRequest } from '@shared/contracts/chat';
import { apiRequest } from '@client/lib/api-client';

// Literal cache keys (SPEC.md §7): features do not import each other.
export const PROGRESS_KEYS = [['/api/achievements'], ['/api/activity']] as const;

export function sendFeedback(payload: FeedbackRequest): Promise<unknown> {
  return apiRequest('POST', '/api/feedback', payload);
}

export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    // The server moved the feedback achievement for a signed-in user; show it on My Steady.
    onSuccess: () =>
      Promise.all(PROGRESS_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
