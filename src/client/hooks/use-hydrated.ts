import { useEffect, useState } from 'react';

/** False while the prerendered HTML is being hydrated, true from the first effect on. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
