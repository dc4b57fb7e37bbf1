import { useSyncExternalStore } from 'react';

// The plan itself belongs to the safety-plan feature; the crisis panel, the Get help now dialog
// and /safety only need to know whether he has one, to offer "Open my safety plan" or to offer
// making one later. A locked (encrypted) plan counts: it exists, it just needs his passphrase.

export const SAFETY_PLAN_STORAGE_KEY = 'steady-safety-plan';

function read(): boolean {
  try {
    const raw = window.localStorage.getItem(SAFETY_PLAN_STORAGE_KEY);
    return raw !== null && raw !== '' && raw !== 'null';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** False in prerendered HTML and until hydration, so the markup always matches. */
export function useSafetyPlanExists(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
