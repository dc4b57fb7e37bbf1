import { useState } from 'react';
import type { BreathingExercise } from '@shared/constants/exercises';
import { findExercise } from '@shared/constants/exercises';
import { BreathingSession } from './breathing-session';
import { ExerciseList } from './exercise-list';

type Props = { onSessionComplete?: (exercise: BreathingExercise) => void };

/** The exercise list and the session view; choosing an exercise always starts it afresh. */
export function BreathingExercises({ onSessionComplete }: Props) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [lastChosen, setLastChosen] = useState<string | null>(null);
  const exercise = selectedId ? findExercise(selectedId) : undefined;

  if (!exercise) {
    return (
      <ExerciseList
        returnFocusTo={lastChosen}
        onChoose={(id) => {
          setSelectedId(id);
          setLastChosen(id);
        }}
      />
    );
  }
  return (
    <BreathingSession
      key={exercise.id}
      exercise={exercise}
      onBack={() => setSelectedId(null)}
      onComplete={(done) => onSessionComplete?.(done)}
    />
  );
}
