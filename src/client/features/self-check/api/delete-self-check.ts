import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, serverMessage } from '@client/lib/api-client';
import { toast } from '@client/components/ui/use-toast';
import { SELF_CHECKS_QUERY_KEY } from './get-self-checks';

export function deleteSelfCheck(id: string): Promise<{ message: string }> {
  return apiRequest('DELETE', `/api/protected/self-checks/${encodeURIComponent(id)}`);
}

export function useDeleteSelfCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSelfCheck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SELF_CHECKS_QUERY_KEY }),
    onError: (error) => {
      toast({
        title: 'Could not delete the result',
        description: serverMessage(error) ?? error.message,
        variant: 'destructive',
      });
    },
  });
}
