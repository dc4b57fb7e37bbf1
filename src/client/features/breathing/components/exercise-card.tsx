import type { Ref } from 'react';
import { ChevronRight } from 'lucide-react';
import type { BreathingExercise } from '@shared/constants/exercises';
import { totalDurationMs } from '@shared/rules/breathing-phases';
import { formatDuration } from './format-duration';

function timings(exercise: BreathingExercise): string {
  const parts = [`In ${exercise.inhaleTime}`];
  if (exercise.holdInTime > 0) parts.push(`Hold ${exercise.holdInTime}`);
  parts.push(`Out ${exercise.exhaleTime}`);
  if (exercise.holdOutTime > 0) parts.push(`Hold ${exercise.holdOutTime}`);
  return parts.join(' · ');
}

type Props = {
  exercise: BreathingExercise;
  onChoose: (id: string) => void;
  ref?: Ref<HTMLButtonElement>;
};

export function ExerciseCard({ exercise, onChoose, ref }: Props) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={() => onChoose(exercise.id)}
      className="group flex h-full w-full flex-col gap-3 rounded-xl border border-l-8 bg-card p-5 text-left text-card-foreground shadow-sm transition-colors hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      style={{ borderLeftColor: exercise.color }}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="text-lg font-semibold">{exercise.name}</span>
        <ChevronRight
          className="size-5 shrink-0 opacity-60 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
          aria-hidden="true"
        />
      </span>
      <span className="text-sm text-muted-foreground">{exercise.description}</span>
      <span className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
        <span>{timings(exercise)} seconds</span>
        <span>
          {exercise.cycles} cycles · {formatDuration(totalDurationMs(exercise))}
        </span>
      </span>
    </button>
  );
}
