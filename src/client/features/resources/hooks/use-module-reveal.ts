import { useEffect, useState, useSyncExternalStore } from 'react';

export const MODULE_LOAD_DELAY_MS = 600;

const noop = () => () => {};

/**
 * SPEC: a module shows a spinner for about 600 ms before its content. Only on navigation inside
 * the app: a prerendered page hydrates straight to its content, so search engines and visitors
 * without JavaScript read the article and the page does not flash content, spinner, content.
 */
export function useModuleReveal(key: string): boolean {
  // During hydration React uses the server snapshot (false); on a fresh client mount, true.
  const freshClientMount = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const [loading, setLoading] = useState(freshClientMount);
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setLoading(true);
  }
  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => setLoading(false), MODULE_LOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);
  return loading;
}
