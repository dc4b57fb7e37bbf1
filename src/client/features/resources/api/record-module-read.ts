import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isResourceModuleId } from '@shared/constants/resource-modules';
import type { ResourceReadPayload } from '@shared/contracts/progress';
import { apiRequest } from '@client/lib/api-client';
import { PROGRESS_QUERY_KEYS } from '@client/lib/query-keys';

export function recordModuleRead(payload: ResourceReadPayload): Promise<unknown> {
  return apiRequest('POST', '/api/protected/resources/read', payload);
}

/** Counts a read for a signed-in user. A failure never bothers the reader: it is only logged. */
export function useRecordModuleRead() {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: recordModuleRead,
    onSuccess: () =>
      Promise.all(
        PROGRESS_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
    onError: (error) => console.warn('Could not record the module read', error),
  });
  return useCallback(
    (moduleId: string) => {
      // Only the six real modules count; the placeholder page for an unknown id records nothing.
      if (isResourceModuleId(moduleId)) mutate({ moduleId });
    },
    [mutate],
  );
}
