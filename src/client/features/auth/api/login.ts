import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginPayload, User } from '@shared/contracts/auth';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest, serverMessage } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export function login(payload: LoginPayload): Promise<User> {
  return apiRequest<User>('POST', '/api/login', payload);
}

// SPEC.md §8: 'Login successful' / 'Login failed' with the server's message.
export function useLogin(options: { onSuccess?: (user: User) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.user, user);
      toast({ title: 'Login successful', description: `Welcome back, ${user.username}!` });
      options.onSuccess?.(user);
    },
    onError: (error) => {
      toast({
        title: 'Login failed',
        description: serverMessage(error) ?? 'Invalid username or password',
        variant: 'destructive',
      });
    },
  });
}
