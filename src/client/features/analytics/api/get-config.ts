import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicConfigSchema, type PublicConfig } from '@shared/contracts/analytics';
import { apiRequest } from '@client/lib/api-client';

export async function getConfig(): Promise<PublicConfig> {
  return publicConfigSchema.parse(await apiRequest('GET', '/api/config'));
}

// Same key as the legal pages' reader of this endpoint, so one request serves both.
export const configQueryOptions = queryOptions({ queryKey: ['/api/config'], queryFn: getConfig });

export function useConfig() {
  return useQuery(configQueryOptions);
}
