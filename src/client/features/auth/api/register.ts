import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterPayload, User } from '@shared/contracts/auth';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest } from '@client/lib/api-client';
import { USER_QUERY_KEY } from './get-user';
import { serverErrorMessage } from './server-error-message';

export function register(payload: RegisterPayload): Promise<User> {
  return apiRequest<User>('POST', '/api/register', payload);
}

// SPEC.md §8 quotes the welcome line literally, 'the product' included.
export function useRegister(options: { onSuccess?: (user: User) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({
        title: 'Registration successful',
        description: `Welcome to Steady, ${user.username}!`,
      });
      options.onSuccess?.(user);
    },
    onError: (error) => {
      toast({
        title: 'Registration failed',
        description: serverErrorMessage(error) ?? 'Could not create account',
        variant: 'destructive',
      });
    },
  });
}
