import type { BreathingExercise } from '../constants/exercises';

// The breathing session as a function of elapsed time. Deriving the state from elapsed
// milliseconds (never from counting ticks) keeps the session exact when a tab is throttled or a
// device is slow: a late tick simply lands further along.

export type BreathingPhase = 'inhale' | 'hold-in' | 'exhale' | 'hold-out';

export const PHASE_LABELS: Record<BreathingPhase, string> = {
  inhale: 'Breathe In',
  'hold-in': 'Hold',
  exhale: 'Breathe Out',
  'hold-out': 'Hold',
};

type Timings = Pick<
  BreathingExercise,
  'inhaleTime' | 'holdInTime' | 'exhaleTime' | 'holdOutTime' | 'cycles'
>;

export type PhaseStep = { phase: BreathingPhase; durationMs: number };

export type BreathingState =
  | {
      completed: false;
      phase: BreathingPhase;
      /** 1-based. */
      cycle: number;
      phaseElapsedMs: number;
      phaseDurationMs: number;
      /** Whole seconds left in the phase, counting down from its full length. */
      secondsLeft: number;
      /** 0..1 through the whole session. */
      progress: number;
    }
  | { completed: true; cycle: number; progress: 1 };

/** The phases of one cycle in order; holds of 0 s are left out. */
export function cyclePhases(exercise: Timings): PhaseStep[] {
  const steps: PhaseStep[] = [
    { phase: 'inhale', durationMs: exercise.inhaleTime * 1000 },
    { phase: 'hold-in', durationMs: exercise.holdInTime * 1000 },
    { phase: 'exhale', durationMs: exercise.exhaleTime * 1000 },
    { phase: 'hold-out', durationMs: exercise.holdOutTime * 1000 },
  ];
  return steps.filter((step) => step.durationMs > 0);
}

export function cycleDurationMs(exercise: Timings): number {
  return cyclePhases(exercise).reduce((sum, step) => sum + step.durationMs, 0);
}

export function totalDurationMs(exercise: Timings): number {
  return cycleDurationMs(exercise) * exercise.cycles;
}

export function breathingStateAt(exercise: Timings, elapsedMs: number): BreathingState {
  const total = totalDurationMs(exercise);
  const elapsed = Math.max(0, elapsedMs);
  if (elapsed >= total || total === 0) {
    return { completed: true, cycle: exercise.cycles, progress: 1 };
  }
  const cycleMs = cycleDurationMs(exercise);
  const cycleIndex = Math.floor(elapsed / cycleMs);
  let intoCycle = elapsed - cycleIndex * cycleMs;
  for (const step of cyclePhases(exercise)) {
    if (intoCycle < step.durationMs) {
      return {
        completed: false,
        phase: step.phase,
        cycle: cycleIndex + 1,
        phaseElapsedMs: intoCycle,
        phaseDurationMs: step.durationMs,
        secondsLeft: Math.ceil((step.durationMs - intoCycle) / 1000),
        progress: elapsed / total,
      };
    }
    intoCycle -= step.durationMs;
  }
  // Unreachable: intoCycle < cycleMs, the sum of the steps.
  return { completed: true, cycle: exercise.cycles, progress: 1 };
}

/**
 * A pausable stopwatch as plain data. `now` is a monotonic timestamp in ms (performance.now() in
 * the browser) passed in by the caller so the rules stay pure and testable.
 */
export type SessionClock = { accumulatedMs: number; runningSince: number | null };

export const IDLE_CLOCK: SessionClock = { accumulatedMs: 0, runningSince: null };

export function elapsedMs(clock: SessionClock, now: number): number {
  return clock.runningSince === null
    ? clock.accumulatedMs
    : clock.accumulatedMs + Math.max(0, now - clock.runningSince);
}

export function startClock(clock: SessionClock, now: number): SessionClock {
  return clock.runningSince === null ? { ...clock, runningSince: now } : clock;
}

export function pauseClock(clock: SessionClock, now: number): SessionClock {
  return clock.runningSince === null
    ? clock
    : { accumulatedMs: elapsedMs(clock, now), runningSince: null };
}

export function isRunning(clock: SessionClock): boolean {
  return clock.runningSince !== null;
}

/** 'Start' only before anything has happened (SPEC.md §4); any later start is a resume. */
export function startLabel(
  exercise: Timings,
  clock: SessionClock,
  now: number,
): 'Start' | 'Resume' {
  const elapsed = elapsedMs(clock, now);
  const state = breathingStateAt(exercise, elapsed);
  return state.cycle === 1 && elapsed === 0 ? 'Start' : 'Resume';
}

export function resetClock(): SessionClock {
  return IDLE_CLOCK;
}
