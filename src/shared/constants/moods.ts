// The mood scale of SPEC.md §3: five steps from sad to happy, each with its own colour.
export const MOOD_MIN = 1;
export const MOOD_MAX = 5;
export const MOOD_NOTE_MAX = 1000;

export type MoodColor = 'red' | 'orange' | 'yellow' | 'green' | 'emerald';

export type MoodLevel = {
  value: number;
  label: string;
  color: MoodColor;
  /** A lucide face icon, from sad to happy. */
  face: 'Frown' | 'Annoyed' | 'Meh' | 'Smile' | 'Laugh';
};

export const MOODS: readonly MoodLevel[] = [
  { value: 1, label: 'Very Low', color: 'red', face: 'Frown' },
  { value: 2, label: 'Low', color: 'orange', face: 'Annoyed' },
  { value: 3, label: 'Neutral', color: 'yellow', face: 'Meh' },
  { value: 4, label: 'Good', color: 'green', face: 'Smile' },
  { value: 5, label: 'Great', color: 'emerald', face: 'Laugh' },
];

/** A mood of this value or above counts as a good day (achievement 9). */
export const GOOD_MOOD_MIN = 4;

export function moodLevel(value: number): MoodLevel | undefined {
  return MOODS.find((mood) => mood.value === value);
}
