import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DaylioImportPayload, ImportSummary } from '@shared/contracts/mood-data';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

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
        queryClient.invalidateQueries({ queryKey: queryKeys.moods }),
        queryClient.invalidateQueries({ queryKey: queryKeys.moodInsights }),
        queryClient.invalidateQueries({ queryKey: queryKeys.activity }),
      ]);
    },
  });
}
