import { useEffect, useRef } from 'react';
import { CheckCircle2, RotateCcw, List } from 'lucide-react';
import type { BreathingExercise } from '@shared/constants/exercises';
import { totalDurationMs } from '@shared/rules/breathing-phases';
import { Button } from '@client/components/ui/button';
import { formatDuration } from './format-duration';

type Props = { exercise: BreathingExercise; onStartAgain: () => void; onChooseAnother: () => void };

export function SessionComplete({ exercise, onStartAgain, onChooseAnother }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="flex flex-col items-center gap-6 py-4 text-center">
      <CheckCircle2 className="size-14" style={{ color: exercise.color }} aria-hidden="true" />
      <div>
        <h3
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-24 text-3xl font-bold focus:outline-none"
        >
          Well done!
        </h3>
        <p className="mt-2 text-muted-foreground">
          You finished {exercise.cycles} cycles of {exercise.name} (
          {formatDuration(totalDurationMs(exercise))}).
        </p>
      </div>
      <div className="w-full max-w-md rounded-lg bg-muted p-5 text-left">
        <p className="font-medium">What this does for you</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {exercise.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </div>
      <div className="flex w-full max-w-md flex-col gap-3 sm:w-auto sm:flex-row">
        <Button onClick={onStartAgain}>
          <RotateCcw aria-hidden="true" />
          Start Again
        </Button>
        <Button variant="outline" onClick={onChooseAnother}>
          <List aria-hidden="true" />
          Choose Another
        </Button>
      </div>
    </div>
  );
}
