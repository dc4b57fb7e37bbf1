import type { MoodEntry } from '@shared/contracts/progress';
import { formatShortDateTime } from '@shared/rules/format-date';
import { MoodBadge } from './mood-badge';

export function LatestMoods({ entries }: { entries: readonly MoodEntry[] }) {
  return (
    <ul className="divide-y" aria-label="Latest check-ins">
      {entries.map((entry) => (
        <li key={entry.id} className="space-y-1 py-3 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <MoodBadge value={entry.value} />
            <time dateTime={entry.date} className="text-sm text-muted-foreground">
              {formatShortDateTime(entry.date)}
            </time>
          </div>
          {entry.note && <p className="whitespace-pre-line break-words text-sm">{entry.note}</p>}
        </li>
      ))}
    </ul>
  );
}
