import { Plus } from 'lucide-react';

type Props = {
  examples: readonly string[];
  taken: ReadonlySet<string>;
  onPick: (text: string) => void;
};

/** Examples he can tap to add; ones already in his list are left out. */
export function ExampleChips({ examples, taken, onPick }: Props) {
  const left = examples.filter((text) => !taken.has(text.toLocaleLowerCase()));
  if (left.length === 0) return null;
  return (
    <div className="mt-3">
      <p className="text-xs font-medium text-muted-foreground">Ideas (tap to add)</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {left.map((text) => (
          <li key={text}>
            <button
              type="button"
              onClick={() => onPick(text)}
              className="inline-flex min-h-9 items-center gap-1 rounded-full border border-dashed px-3 text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Plus className="size-3.5" aria-hidden="true" />
              <span className="sr-only">Add </span>
              {text}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
