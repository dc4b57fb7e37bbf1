import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SelfCheckPayload, SelfCheckResult } from '@shared/contracts/self-check';
import { apiRequest, serverMessage } from '@client/lib/api-client';
import { toast } from '@client/components/ui/use-toast';
import { SELF_CHECKS_QUERY_KEY } from './get-self-checks';

// The activity list and achievements change on the server with a save (app.ts wires both).
const ALSO_CHANGED = [['/api/activity'], ['/api/achievements']] as const;

export function saveSelfCheck(payload: SelfCheckPayload): Promise<SelfCheckResult> {
  return apiRequest<SelfCheckResult>('POST', '/api/protected/self-checks', payload);
}

export function useSaveSelfCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payloads: readonly SelfCheckPayload[]) =>
      // One at a time: each is small, and the server's activity list keeps their order.
      payloads.reduce<Promise<SelfCheckResult[]>>(
        async (done, payload) => [...(await done), await saveSelfCheck(payload)],
        Promise.resolve([]),
      ),
    onSuccess: async (saved) => {
      toast({
        title: 'Saved to your account',
        description:
          saved.length === 1 ? 'Your result is saved.' : `${saved.length} results are saved.`,
      });
      await Promise.all(
        [SELF_CHECKS_QUERY_KEY, ...ALSO_CHANGED].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error) => {
      toast({
        title: 'Could not save to your account',
        description: serverMessage(error) ?? error.message,
        variant: 'destructive',
      });
    },
  });
}
