import { moodLevel } from '@shared/constants/moods';
import { cn } from '@client/lib/utils';
import { MOOD_TONES, MoodFace } from './mood-face';

/** A mood's face and label in its colour. */
export function MoodBadge({ value, className }: { value: number; className?: string }) {
  const mood = moodLevel(value);
  if (!mood) return <span>{value}</span>;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-medium',
        MOOD_TONES[mood.color].chip,
        className,
      )}
    >
      <MoodFace mood={mood} className="size-4" />
      {mood.label}
    </span>
  );
}
