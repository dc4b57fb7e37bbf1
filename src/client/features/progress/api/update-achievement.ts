import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AchievementUpdate, UserAchievement } from '@shared/contracts/progress';
import { apiRequest } from '@client/lib/api-client';
import { toast } from '@client/components/ui/use-toast';
import { queryKeys } from '@client/lib/query-keys';

export type AchievementUpdateVariables = { id: number; body: AchievementUpdate };

export function updateAchievement({
  id,
  body,
}: AchievementUpdateVariables): Promise<UserAchievement> {
  return apiRequest<UserAchievement>('POST', `/api/protected/achievements/${id}`, body);
}

/** The list's '+10%' and 'Complete' (SPEC.md §4, §8). */
export function useUpdateAchievement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAchievement,
    onSuccess: async () => {
      toast({ title: 'Achievement updated', description: 'Your progress has been saved.' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.achievements });
    },
    onError: (error: Error) => {
      toast({
        title: 'Failed to update achievement',
        description: error.message,
        variant: 'destructive',
      });
    },
  });
}
