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
  // Named "Edit entry" and described by the entry's date, so each button says which entry it is.
  const actions = [
    { label: 'Edit', Icon: Pencil, onClick: onEdit, className: undefined },
    {
      label: 'Delete',
      Icon: Trash2,
      onClick: onDelete,
      className: 'text-destructive hover:text-destructive',
    },
  ];
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
          {actions.map(({ label, Icon, onClick, className }) => (
            <Button
              key={label}
              variant="ghost"
              size="sm"
              aria-label={`${label} entry`}
              aria-describedby={labelId}
              onClick={() => onClick(entry)}
              className={className}
            >
              <Icon aria-hidden="true" />
              <span aria-hidden="true">{label}</span>
            </Button>
          ))}
        </div>
      </header>
      {entry.prompt && <p className="italic text-muted-foreground">“{entry.prompt}”</p>}
      <p className="whitespace-pre-wrap break-words">{entry.content}</p>
    </article>
  );
}
