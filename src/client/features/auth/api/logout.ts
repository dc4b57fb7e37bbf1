import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { toast } from '@client/components/ui/use-toast';
import { queryKeys, USER_DATA_QUERY_KEYS } from '@client/lib/query-keys';

export function logout(): Promise<unknown> {
  return apiRequest('POST', '/api/logout');
}

// SPEC.md §4: logout clears the user and refreshes achievements, mood and activity.
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      queryClient.setQueryData(queryKeys.user, null);
      await Promise.all(
        USER_DATA_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
    },
    onError: (error: Error) => {
      toast({ title: 'Logout failed', description: error.message, variant: 'destructive' });
    },
  });
}
