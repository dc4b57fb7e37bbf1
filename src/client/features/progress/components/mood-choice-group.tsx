import { MOODS } from '@shared/constants/moods';
import { cn } from '@client/lib/utils';
import { MOOD_TONES, MoodFace } from './mood-face';

type Props = { value: number | null; onChange: (value: number) => void; disabled?: boolean };

/** Five native radios styled as face cards: arrow keys, labels and focus work as usual. */
export function MoodChoiceGroup({ value, onChange, disabled }: Props) {
  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className="mb-3 font-medium">How are you feeling right now?</legend>
      <div className="grid grid-cols-5 gap-1.5 sm:gap-2">
        {MOODS.map((mood) => (
          <label key={mood.value} className="cursor-pointer">
            <input
              type="radio"
              name="mood"
              value={mood.value}
              checked={value === mood.value}
              onChange={() => onChange(mood.value)}
              className="peer sr-only"
            />
            <span
              className={cn(
                // Below 360 px (small phones, 200 % zoom) a smaller label keeps 'Neutral' inside its card.
                'flex h-full flex-col items-center gap-1 rounded-lg border-2 border-transparent px-0 py-3 text-center text-xs font-medium leading-tight transition-colors max-[359px]:text-[0.6875rem] sm:px-1 sm:text-sm',
                'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background',
                'peer-checked:border-foreground hover:border-input',
                MOOD_TONES[mood.color].chip,
              )}
            >
              <MoodFace mood={mood} className="size-7 sm:size-8" />
              {mood.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
