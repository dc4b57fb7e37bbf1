import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { toast } from '@client/components/ui/use-toast';
import { USER_QUERY_KEY } from './get-user';

export function logout(): Promise<unknown> {
  return apiRequest('POST', '/api/logout');
}

// SPEC.md §4: logout clears the user and refreshes achievements, mood and activity.
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      await Promise.all(
        ['/api/achievements', '/api/mood', '/api/activity'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      );
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
    },
    onError: (error: Error) => {
      toast({ title: 'Logout failed', description: error.message, variant: 'destructive' });
    },
  });
}
