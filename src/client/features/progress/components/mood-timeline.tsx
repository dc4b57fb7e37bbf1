import { moodLevel } from '@shared/constants/moods';
import type { MoodEntry } from '@shared/contracts/progress';
import { formatShortDateTime } from '@shared/rules/format-date';
import { cn } from '@client/lib/utils';
import { MOOD_TONES } from './mood-face';
import { MoodBadge } from './mood-badge';

/** Every check-in, newest first, on a vertical line. */
export function MoodTimeline({ entries }: { entries: readonly MoodEntry[] }) {
  return (
    <ol className="relative ml-2 border-l-2 border-border" aria-label="Mood timeline">
      {entries.map((entry) => {
        const tone = MOOD_TONES[moodLevel(entry.value)?.color ?? 'yellow'];
        return (
          <li key={entry.id} className="relative pb-5 pl-6 last:pb-0">
            <span
              className={cn(
                'absolute -left-[7px] top-1.5 size-3 rounded-full ring-4 ring-card',
                tone.dot,
              )}
              aria-hidden="true"
            />
            <time dateTime={entry.date} className="block text-sm text-muted-foreground">
              {formatShortDateTime(entry.date)}
            </time>
            <MoodBadge value={entry.value} className="mt-1" />
            {entry.tags.length > 0 && (
              <p className="mt-1 text-xs text-muted-foreground">{entry.tags.join(' · ')}</p>
            )}
            {entry.note && (
              <p className="mt-1 whitespace-pre-line break-words text-sm">{entry.note}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
