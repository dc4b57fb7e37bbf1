import { useSyncExternalStore } from 'react';

// The browser's own idea of the connection. It can say "online" on a network that reaches
// nothing, so callers still handle failed requests; "offline" is reliable, and that is when the
// header shows its badge and the chat shows the lines and the plan instead of a chat that can't send.

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** True in prerendered HTML and until hydration, so the markup always matches. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
