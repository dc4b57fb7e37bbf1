import { Pencil, Trash2 } from 'lucide-react';
import { categoryLabel } from '@shared/constants/journal-prompts';
import { Button } from '@client/components/ui/button';
import { entryTime } from '../store/journal-entry';
import type { JournalEntry } from '../store/journal-entry';

type Props = {
  entry: JournalEntry;
  onEdit: (entry: JournalEntry) => void;
  onDelete: (entry: JournalEntry) => void;
  /** Another entry has the same date: show the time too, so the two can be told apart. */
  showTime?: boolean;
};

export function JournalEntryItem({ entry, onEdit, onDelete, showTime = false }: Props) {
  const labelId = `journal-entry-${entry.id}`;
  const time = showTime ? entryTime(entry) : null;
  return (
    <article
      aria-labelledby={labelId}
      tabIndex={-1}
      className="flex snap-start flex-col gap-2 rounded-lg border p-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={labelId} className="font-semibold">
            {entry.date}
            {time && <span className="font-normal text-muted-foreground">, {time}</span>}
          </h3>
          <p className="text-sm text-muted-foreground">{categoryLabel(entry.category)}</p>
        </div>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label="Edit entry"
            aria-describedby={labelId}
            onClick={() => onEdit(entry)}
          >
            <Pencil aria-hidden="true" />
            <span aria-hidden="true">Edit</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Delete entry"
            aria-describedby={labelId}
            onClick={() => onDelete(entry)}
            className="text-destructive hover:text-destructive"
          >
            <Trash2 aria-hidden="true" />
            <span aria-hidden="true">Delete</span>
          </Button>
        </div>
      </header>
      {entry.prompt && <p className="italic text-muted-foreground">“{entry.prompt}”</p>}
      <p className="whitespace-pre-wrap break-words">{entry.content}</p>
    </article>
  );
}
