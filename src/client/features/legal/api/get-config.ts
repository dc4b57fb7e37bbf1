import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@shared/contracts/analytics';
import { DEFAULT_CONTACT_EMAIL } from '@shared/constants/site';
import { apiRequest } from '@client/lib/api-client';

export function getConfig(): Promise<PublicConfig> {
  return apiRequest<PublicConfig>('GET', '/api/config');
}

export const configQueryOptions = queryOptions({ queryKey: ['/api/config'], queryFn: getConfig });

/** The operator's CONTACT_EMAIL; the default until the server has answered (and in prerendered HTML). */
export function useContactEmail(): string {
  const { data } = useQuery(configQueryOptions);
  return data?.contactEmail || DEFAULT_CONTACT_EMAIL;
}
