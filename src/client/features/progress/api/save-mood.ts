import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MoodEntry, MoodPayload } from '@shared/contracts/progress';
import { moodBonus } from '@shared/rules/dashboard';
import { apiRequest } from '@client/lib/api-client';
import { toast } from '@client/components/ui/use-toast';
import { queryKeys } from '@client/lib/query-keys';
import { achievementsQueryOptions } from './get-achievements';
import { updateAchievement } from './update-achievement';

export function saveMood(payload: MoodPayload): Promise<MoodEntry> {
  const note = payload.note?.trim();
  return apiRequest<MoodEntry>('POST', '/api/protected/mood', {
    value: payload.value,
    ...(note ? { note } : {}),
    ...(payload.tags && payload.tags.length > 0 ? { tags: payload.tags } : {}),
  });
}

// SPEC.md §4 and §8: after a save the tracking achievement gets ten more; a failure here is only
// logged, never shown, because the check-in itself succeeded.
async function applyMoodBonus(queryClient: QueryClient): Promise<void> {
  try {
    const achievements = await queryClient.fetchQuery(achievementsQueryOptions);
    const bonus = moodBonus(achievements);
    if (bonus) await updateAchievement(bonus);
  } catch (error) {
    console.warn('Mood bonus update failed', error);
  }
}

export function useSaveMood(options: { onSaved?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMood,
    onSuccess: async () => {
      options.onSaved?.();
      toast({ title: 'Mood saved!', description: 'Your mood check-in has been recorded.' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.moods }),
        queryClient.invalidateQueries({ queryKey: queryKeys.activity }),
        queryClient.invalidateQueries({ queryKey: queryKeys.moodInsights }),
      ]);
      await applyMoodBonus(queryClient);
      // The server also advances its own tracking achievements on every save.
      await queryClient.invalidateQueries({ queryKey: queryKeys.achievements });
    },
    onError: (error: Error) => {
      toast({ title: 'Failed to save mood', description: error.message, variant: 'destructive' });
    },
  });
}
