import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterPayload, User } from '@shared/contracts/auth';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest, serverMessage } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export function register(payload: RegisterPayload): Promise<User> {
  return apiRequest<User>('POST', '/api/register', payload);
}

// SPEC.md §8 quotes the welcome line literally, 'the product' included.
export function useRegister(options: { onSuccess?: (user: User) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.user, user);
      toast({
        title: 'Registration successful',
        description: `Welcome to Steady, ${user.username}!`,
      });
      options.onSuccess?.(user);
    },
    onError: (error) => {
      toast({
        title: 'Registration failed',
        description: serverMessage(error) ?? 'Could not create account',
        variant: 'destructive',
      });
    },
  });
}
