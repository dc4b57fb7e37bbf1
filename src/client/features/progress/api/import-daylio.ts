import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DaylioImportPayload, ImportSummary } from '@shared/contracts/mood-data';
import { apiRequest } from '@client/lib/api-client';
import { ACTIVITY_QUERY_KEY } from './get-activity';
import { MOOD_INSIGHTS_QUERY_KEY } from './get-mood-insights';
import { MOODS_QUERY_KEY } from './get-moods';

export function importDaylio(payload: DaylioImportPayload): Promise<ImportSummary> {
  return apiRequest<ImportSummary>('POST', '/api/protected/mood/import', payload);
}

export function useImportDaylio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importDaylio,
    onSuccess: async (summary) => {
      if (summary.dryRun) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: MOODS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: MOOD_INSIGHTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ACTIVITY_QUERY_KEY }),
      ]);
    },
  });
}
