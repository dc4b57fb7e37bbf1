import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackRequest } from '@shared/contracts/chat';
import { apiRequest } from '@client/lib/api-client';
import { PROGRESS_QUERY_KEYS } from '@client/lib/query-keys';

export function sendFeedback(payload: FeedbackRequest): Promise<unknown> {
  return apiRequest('POST', '/api/feedback', payload);
}

export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    // The server moved the feedback achievement for a signed-in user; show it on My Steady.
    onSuccess: () =>
      Promise.all(
        PROGRESS_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
