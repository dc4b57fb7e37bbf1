import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordPayload } from '@shared/contracts/account-security';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export function changePassword(payload: ChangePasswordPayload): Promise<{ message: string }> {
  return apiRequest('POST', '/api/protected/password', payload);
}

/** Errors are shown in the form, under the field they concern, not as a toast. */
export function useChangePassword(options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ message }) => {
      // Every other session has just ended: the list must show it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.sessions });
      toast({ title: 'Password changed', description: message });
      options.onSuccess?.();
    },
  });
}
