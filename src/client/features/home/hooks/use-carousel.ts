import { useCallback, useEffect, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';

export const SLIDE_INTERVAL_MS = 7000;

/**
 * A looping slide index with optional auto-advance. Auto-advance never starts for visitors who
 * prefer reduced motion, stops for good once they press pause, and holds while `held` (hover or
 * keyboard focus inside), as WCAG 2.2.2 and the APG carousel pattern ask.
 */
export function useCarousel(count: number) {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const playing = !reducedMotion && !userPaused;

  const goTo = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);

  useEffect(() => {
    if (!playing || held) return;
    const timer = window.setInterval(next, SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, held, next]);

  return {
    index,
    playing,
    rotating: playing && !held,
    goTo,
    next,
    previous,
    setHeld,
    togglePlaying: () => setUserPaused((p) => !p),
    canPlay: !reducedMotion,
  };
}
