import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest, serverMessage } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

type Message = { message: string };

export function signOutSession(id: string): Promise<Message> {
  return apiRequest('DELETE', `/api/protected/sessions/${encodeURIComponent(id)}`);
}

export function signOutOtherSessions(): Promise<Message> {
  return apiRequest('POST', '/api/protected/sessions/sign-out-others');
}

function useSessionsMutation<T>(run: (input: T) => Promise<Message>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: ({ message }) => {
      toast({ title: 'Signed out', description: message });
    },
    onError: (error) => {
      toast({
        title: 'Could not sign out',
        description: serverMessage(error) ?? error.message,
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
  });
}

export const useSignOutSession = () => useSessionsMutation(signOutSession);
export const useSignOutOtherSessions = () => useSessionsMutation(signOutOtherSessions);
