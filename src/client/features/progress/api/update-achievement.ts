import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserAchievement } from '@shared/contracts/progress';
import type { AchievementUpdateBody } from '@shared/rules/dashboard';
import { apiRequest } from '@client/lib/api-client';
import { toast } from '@client/components/ui/use-toast';
import { ACHIEVEMENTS_QUERY_KEY } from './get-achievements';

export type AchievementUpdateVariables = { id: number; body: AchievementUpdateBody };

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
      await queryClient.invalidateQueries({ queryKey: ACHIEVEMENTS_QUERY_KEY });
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
