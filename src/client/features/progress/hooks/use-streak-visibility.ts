import { useCallback, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'steady.progress.hideStreak';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    // Storage can be blocked (private modes, policies): then the streak simply shows.
    return false;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether the user chose to hide the check-in streak; kept on this device only. */
export function useStreakVisibility() {
  const hidden = useSyncExternalStore(subscribe, read, () => false);
  const setHidden = useCallback((next: boolean) => {
    try {
      if (next) window.localStorage.setItem(STORAGE_KEY, 'true');
      else window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Nothing to do: the choice just will not persist.
    }
    for (const listener of listeners) listener();
  }, []);
  return { hidden, setHidden };
}
