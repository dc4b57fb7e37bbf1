import { useCallback, useEffect, useState } from 'react';

const STORAGE_KEY = 'steady.analyticsToken';

// sessionStorage: the token goes when the tab closes, and is never part of a URL or a cookie.
export function useAnalyticsToken() {
  const [token, setToken] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    try {
      setToken(window.sessionStorage.getItem(STORAGE_KEY));
    } catch {
      // Storage can be disabled; the token then lives for this page only.
    }
    setReady(true);
  }, []);

  const save = useCallback((value: string | null) => {
    setToken(value);
    try {
      if (value) window.sessionStorage.setItem(STORAGE_KEY, value);
      else window.sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // See above.
    }
  }, []);

  return { token, ready, save };
}
