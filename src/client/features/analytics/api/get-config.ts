import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicConfigSchema, type PublicConfig } from '@shared/contracts/analytics';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export async function getConfig(): Promise<PublicConfig> {
  return publicConfigSchema.parse(await apiRequest('GET', '/api/config'));
}

export const configQueryOptions = queryOptions({ queryKey: queryKeys.config, queryFn: getConfig });

export function useConfig() {
  return useQuery(configQueryOptions);
}
