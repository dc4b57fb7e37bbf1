import { useId, useState } from 'react';
import { MOODS, type MoodLevel } from '@shared/constants/moods';
import { cn } from '@client/lib/utils';
import { useMoods } from '../api/get-moods';
import { useSaveMood } from '../api/save-mood';
import { MOOD_TONES, MoodFace } from './mood-face';

/**
 * A mood check-in in one tap: the five faces as buttons, saved through the same call, toast and
 * achievement bonus as the Mood Tracker's form (which stays the place for a note). Used at the
 * top of the dashboard and on the home page for a signed-in visitor.
 */
export function QuickMoodRow({ enabled, className }: { enabled: boolean; className?: string }) {
  const headingId = useId();
  const moods = useMoods(enabled);
  const [saved, setSaved] = useState<MoodLevel | null>(null);
  const save = useSaveMood();
  const first = moods.data?.length === 0 && !saved;

  const pick = (mood: MoodLevel) => {
    // aria-disabled, not disabled: focus stays on the face he tapped while it saves.
    if (save.isPending) return;
    setSaved(null);
    save.mutate({ value: mood.value }, { onSuccess: () => setSaved(mood) });
  };

  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-card border bg-card p-4 shadow-card sm:p-6', className)}
    >
      {/* The empty dashboard's invitation carries the signature wave (ADR 022). */}
      {first && <span aria-hidden="true" className="wave-mark mb-2 h-5 w-9" />}
      <h2 id={headingId} className="font-semibold sm:text-lg">
        How are you feeling right now?
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {first
          ? 'Your first check-in takes one tap. It starts your streak and your mood trend.'
          : 'One tap logs it. Add a note any time in the Mood Tracker.'}
      </p>
      <div
        role="group"
        aria-labelledby={headingId}
        className="mt-4 grid grid-cols-5 gap-1.5 max-[299px]:grid-cols-3 sm:gap-2"
      >
        {MOODS.map((mood) => (
          <button
            key={mood.value}
            type="button"
            onClick={() => pick(mood)}
            aria-disabled={save.isPending}
            aria-pressed={saved?.value === mood.value}
            className={cn(
              'flex min-h-16 min-w-0 flex-col items-center justify-center gap-1 rounded-lg border-2 border-transparent px-0 py-2 text-center text-xs font-medium leading-tight transition-colors max-[359px]:text-[0.6875rem] sm:px-0.5 hover:border-input focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-disabled:cursor-wait aria-pressed:border-foreground sm:text-sm',
              MOOD_TONES[mood.color].chip,
            )}
          >
            <MoodFace mood={mood} className="size-7 sm:size-8" />
            {mood.label}
          </button>
        ))}
      </div>
      <p role="status" className="mt-3 min-h-5 text-sm font-medium">
        {save.isPending ? 'Saving…' : saved ? `Saved: ${saved.label}. Thanks for checking in.` : ''}
      </p>
    </section>
  );
}
