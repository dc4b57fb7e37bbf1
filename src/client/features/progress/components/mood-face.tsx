import { Annoyed, Frown, Laugh, Meh, Smile, type LucideIcon } from 'lucide-react';
import type { MoodColor, MoodLevel } from '@shared/constants/moods';
import { cn } from '@client/lib/utils';

const FACES: Record<MoodLevel['face'], LucideIcon> = { Frown, Annoyed, Meh, Smile, Laugh };

// Tinted backgrounds with dark (light, in dark mode) text keep AA contrast for every colour,
// including yellow, which fails as text on white.
export const MOOD_TONES: Record<MoodColor, { chip: string; dot: string; stroke: string }> = {
  red: {
    chip: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
    dot: 'bg-red-600',
    stroke: 'stroke-red-600 fill-red-600',
  },
  orange: {
    chip: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200',
    dot: 'bg-orange-500',
    stroke: 'stroke-orange-500 fill-orange-500',
  },
  yellow: {
    chip: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200',
    dot: 'bg-yellow-500',
    stroke: 'stroke-yellow-500 fill-yellow-500',
  },
  green: {
    chip: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
    dot: 'bg-green-600',
    stroke: 'stroke-green-600 fill-green-600',
  },
  emerald: {
    chip: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
    dot: 'bg-emerald-500',
    stroke: 'stroke-emerald-500 fill-emerald-500',
  },
};

export function MoodFace({ mood, className }: { mood: MoodLevel; className?: string }) {
  const Face = FACES[mood.face];
  return <Face className={cn('size-6', className)} aria-hidden="true" />;
}
