import { useState } from 'react';
import { Search } from 'lucide-react';
import { categoryLabel } from '@shared/constants/journal-prompts';
import { TitledCard } from '@client/components/titled-card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { matchesSearch } from '../store/journal-entry';
import type { JournalEntry } from '../store/journal-entry';
import { JournalEntryItem } from './journal-entry-item';

type Props = {
  entries: JournalEntry[];
  onEdit: (entry: JournalEntry) => void;
  onDelete: (entry: JournalEntry) => void;
};

export function JournalEntryList({ entries, onEdit, onDelete }: Props) {
  const [query, setQuery] = useState('');
  const shown = entries.filter((entry) =>
    matchesSearch(entry, query, categoryLabel(entry.category)),
  );
  const perDate = new Map<string, number>();
  for (const entry of entries) perDate.set(entry.date, (perDate.get(entry.date) ?? 0) + 1);
  const count = `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'} saved`;

  return (
    <TitledCard
      title="Your Journal Entries"
      description={count}
      contentClassName="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="journal-search" className="sr-only">
          Search entries
        </Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 opacity-60"
            aria-hidden="true"
          />
          <Input
            id="journal-search"
            type="search"
            placeholder="Search entries"
            className="pl-9"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {query.trim() === ''
            ? ''
            : `${shown.length} of ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'} match.`}
        </p>
      </div>
      <div
        role="region"
        aria-label="Journal entries"
        tabIndex={0}
        // The spec's ~400 px scroll box from sm up, snapping to whole entries; on phones the
        // page itself scrolls, so no inner box cuts an entry in half under the thumb.
        className="rounded-md pr-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:max-h-[400px] sm:snap-y sm:snap-proximity sm:overflow-y-auto"
      >
        {shown.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center text-muted-foreground">
            <span aria-hidden="true" className="wave-mark h-6 w-11 opacity-70" />
            <p>No entries match your search.</p>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {shown.map((entry) => (
              <li key={entry.id}>
                <JournalEntryItem
                  entry={entry}
                  onEdit={onEdit}
                  onDelete={onDelete}
                  showTime={(perDate.get(entry.date) ?? 0) > 1}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </TitledCard>
  );
}
