import type { CSSProperties } from 'react';
import type { BreathingState } from '@shared/rules/breathing-phases';
import { PHASE_LABELS } from '@shared/rules/breathing-phases';
import './breathing-circle.css';

const RADIUS = 46;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
const SMALL = 0.6;

type Props = { state: Extract<BreathingState, { completed: false }>; color: string };

/** Grows while breathing in, stays full while holding, shrinks while breathing out. */
function breathScale(state: Props['state']): number {
  const t = state.phaseElapsedMs / state.phaseDurationMs;
  const eased = 0.5 - 0.5 * Math.cos(Math.PI * t);
  switch (state.phase) {
    case 'inhale':
      return SMALL + (1 - SMALL) * eased;
    case 'hold-in':
      return 1;
    case 'exhale':
      return 1 - (1 - SMALL) * eased;
    case 'hold-out':
      return SMALL;
  }
}

export function BreathingCircle({ state, color }: Props) {
  const percent = Math.round(state.progress * 100);
  const circleStyle: CSSProperties & Record<'--breath-scale', string> = {
    '--breath-scale': breathScale(state).toFixed(3),
    backgroundColor: `${color}2e`,
    borderColor: `${color}66`,
  };
  return (
    <div className="relative mx-auto aspect-square w-full max-w-72">
      <svg
        viewBox="0 0 100 100"
        className="absolute inset-0 size-full -rotate-90"
        aria-hidden="true"
      >
        <circle cx="50" cy="50" r={RADIUS} fill="none" strokeWidth="3" className="stroke-muted" />
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
          stroke={color}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - state.progress)}
        />
      </svg>
      <div
        role="progressbar"
        aria-label="Session progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="absolute inset-0"
      />
      <div
        data-testid="breathing-circle"
        data-phase={state.phase}
        className="breathing-session-circle absolute inset-[9%] rounded-full border-2"
        style={circleStyle}
      />
      <div className="absolute inset-0 flex flex-col items-center justify-center text-center">
        <span aria-hidden="true" className="wave-mark mb-1 h-4 w-8 opacity-80" />
        <p className="text-xl font-semibold sm:text-2xl" data-testid="breathing-phase">
          {PHASE_LABELS[state.phase]}
        </p>
        <p
          className="text-6xl font-bold tabular-nums leading-none sm:text-7xl"
          data-testid="breathing-countdown"
        >
          {state.secondsLeft}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          {state.secondsLeft === 1 ? 'second' : 'seconds'}
        </p>
      </div>
    </div>
  );
}
