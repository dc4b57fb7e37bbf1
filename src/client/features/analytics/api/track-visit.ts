import type { TrackVisitPayload } from '@shared/contracts/analytics';
import { apiRequest } from '@client/lib/api-client';

let sent = false;

/**
 * Records this app load once (SPEC.md §7). Only the path is sent — the server drops any query
 * string anyway — and a failure never disturbs the visitor: it is only logged.
 */
export async function trackVisit(): Promise<void> {
  if (sent) return;
  sent = true;
  const payload: TrackVisitPayload = {
    page: window.location.pathname,
    userAgent: navigator.userAgent,
  };
  try {
    await apiRequest('POST', '/api/track-visit', payload);
  } catch (error) {
    console.warn('Visit tracking failed', error);
  }
}
