import type { BreathingExercise } from '@shared/constants/exercises';
import { currentUser } from '@client/features/auth/api/get-user';
import { useRecordMeditation } from '@client/features/breathing/api/record-meditation';
import { BreathingExercises } from '@client/features/breathing/components/breathing-exercises';
import { withQueries } from '../query-provider';

function MeditationPage() {
  const record = useRecordMeditation();
  // Signed-in users get the session on their record; anonymous visitors simply breathe.
  const onSessionComplete = (exercise: BreathingExercise) => {
    if (currentUser()) record.mutate({ exerciseId: exercise.id, name: exercise.name });
  };

  return (
    <div className="container mx-auto max-w-5xl px-4 py-10 sm:py-12">
      <header className="mb-8 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          Guided Breathing Exercises
        </h1>
        <p className="max-w-2xl text-muted-foreground">
          A few minutes of slow, paced breathing can settle a racing heart and a busy head. Pick an
          exercise, press Start and follow the circle: it grows as you breathe in and shrinks as you
          breathe out.
        </p>
      </header>
      <BreathingExercises onSessionComplete={onSessionComplete} />
    </div>
  );
}

export default withQueries(MeditationPage);
