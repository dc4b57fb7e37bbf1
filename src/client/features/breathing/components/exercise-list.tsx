import { useEffect, useRef } from 'react';
import { BREATHING_EXERCISES } from '@shared/constants/exercises';
import { ExerciseCard } from './exercise-card';

type Props = { onChoose: (id: string) => void; returnFocusTo: string | null };

export function ExerciseList({ onChoose, returnFocusTo }: Props) {
  const focusRef = useRef<HTMLButtonElement>(null);
  // Coming back from a session, keyboard and screen-reader users land where they left.
  useEffect(() => {
    if (returnFocusTo) focusRef.current?.focus();
  }, [returnFocusTo]);

  return (
    <section aria-labelledby="exercise-list-title">
      <h2 id="exercise-list-title" className="sr-only">
        Choose an exercise
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {BREATHING_EXERCISES.map((exercise) => (
          <li key={exercise.id}>
            <ExerciseCard
              exercise={exercise}
              onChoose={onChoose}
              ref={exercise.id === returnFocusTo ? focusRef : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
