import { useCallback, useEffect, useRef, useState } from 'react';
import type { BreathingExercise } from '@shared/constants/exercises';
import {
  breathingStateAt,
  elapsedMs,
  IDLE_CLOCK,
  isRunning,
  pauseClock,
  resetClock,
  startClock,
  startLabel,
  totalDurationMs,
} from '@shared/rules/breathing-phases';

const TICK_MS = 100;

/**
 * One breathing session. The view re-renders every 0.1 s (SPEC.md §9) but reads the time from
 * performance.now(), so a late or skipped tick (throttled tab, busy phone) never skews the session.
 */
export function useBreathingSession(exercise: BreathingExercise, onComplete: () => void) {
  const [clock, setClock] = useState(IDLE_CLOCK);
  const [now, setNow] = useState(0);
  const completedRef = useRef(false);
  const onCompleteRef = useRef(onComplete);
  useEffect(() => {
    onCompleteRef.current = onComplete;
  });

  const running = isRunning(clock);
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setNow(performance.now()), TICK_MS);
    return () => window.clearInterval(id);
  }, [running]);

  const elapsed = Math.min(elapsedMs(clock, now), totalDurationMs(exercise));
  const state = breathingStateAt(exercise, elapsed);

  useEffect(() => {
    if (!state.completed || completedRef.current) return;
    completedRef.current = true;
    setClock((current) => pauseClock(current, performance.now()));
    onCompleteRef.current();
  }, [state.completed]);

  const start = useCallback(() => {
    const at = performance.now();
    setNow(at);
    setClock((current) => startClock(current, at));
  }, []);

  const pause = useCallback(() => {
    const at = performance.now();
    setNow(at);
    setClock((current) => pauseClock(current, at));
  }, []);

  const reset = useCallback(() => {
    completedRef.current = false;
    setNow(0);
    setClock(resetClock());
  }, []);

  const restart = useCallback(() => {
    completedRef.current = false;
    const at = performance.now();
    setNow(at);
    setClock(startClock(resetClock(), at));
  }, []);

  return {
    state,
    running: running && !state.completed,
    startLabel: startLabel(exercise, clock, now),
    start,
    pause,
    reset,
    restart,
  };
}
