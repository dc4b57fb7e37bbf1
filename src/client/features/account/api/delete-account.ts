import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest, serverMessage } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export function deleteAccount(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('DELETE', '/api/protected/account');
}

export function useDeleteAccount(options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: ({ message }) => {
      // Nothing of the deleted account may linger in this tab's cache. The user query is set, not
      // removed, so the header observing it switches to the signed-out state at once.
      queryClient.setQueryData(queryKeys.user, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.user[0] });
      toast({ title: 'Account deleted', description: message });
      options.onSuccess?.();
    },
    onError: (error) => {
      toast({
        title: 'Could not delete account',
        description: serverMessage(error) ?? error.message,
        variant: 'destructive',
      });
    },
  });
}
