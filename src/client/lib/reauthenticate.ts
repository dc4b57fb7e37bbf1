import type { ReauthPayload } from '@shared/contracts/account-security';
import { apiRequest } from './api-client';

/**
 * Re-enters his password for this session (issue 20). Export and deletion are refused for a
 * session that has not done so in the last few minutes, so the dialogs call this first.
 */
export function reauthenticate(password: string): Promise<{ message: string }> {
  const body: ReauthPayload = { password };
  return apiRequest('POST', '/api/protected/reauth', body);
}
