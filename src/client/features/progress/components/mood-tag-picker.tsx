import { useId, useState, type KeyboardEvent } from 'react';
import { Plus } from 'lucide-react';
import {
  MOOD_TAG_MAX_LENGTH,
  MOOD_TAGS_PER_CHECK_IN_MAX,
  normalizeTag,
  SLEEP_TAGS,
  SUGGESTED_TAGS,
} from '@shared/constants/mood-tags';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/utils';

type Props = {
  value: readonly string[];
  onChange: (tags: string[]) => void;
  /** His own tags from earlier check-ins, most used first. */
  ownTags: readonly string[];
  disabled?: boolean;
};

const SLEEP_LABELS: Record<string, string> = {
  'sleep: poor': 'Poor',
  'sleep: ok': 'OK',
  'sleep: good': 'Good',
};

function Chip(props: {
  label: string;
  pressed: boolean;
  onToggle: () => void;
  disabled?: boolean | undefined;
}) {
  return (
    <button
      type="button"
      aria-pressed={props.pressed}
      onClick={props.onToggle}
      disabled={props.disabled}
      className={cn(
        'min-h-11 rounded-full border px-3 text-sm md:min-h-9 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-50',
        props.pressed
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-input bg-background hover:bg-accent',
      )}
    >
      {props.label}
    </button>
  );
}

/** Optional factors: one tap each, none needed to save. Buttons with aria-pressed, in tab order. */
export function MoodTagPicker({ value, onChange, ownTags, disabled }: Props) {
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const selected = new Set(value);
  const full = value.length >= MOOD_TAGS_PER_CHECK_IN_MAX;
  const toggle = (tag: string) =>
    onChange(
      selected.has(tag) ? value.filter((t) => t !== tag) : full ? [...value] : [...value, tag],
    );
  const setSleep = (tag: string) =>
    onChange([
      ...value.filter((t) => !SLEEP_TAGS.some((s) => s === t)),
      ...(selected.has(tag) ? [] : [tag]),
    ]);
  const own = [...new Set([...ownTags, ...value])].filter(
    (tag) => !SLEEP_TAGS.some((s) => s === tag) && !SUGGESTED_TAGS.some((s) => s === tag),
  );
  const add = () => {
    const tag = normalizeTag(draft);
    if (!tag || full) return;
    if (!selected.has(tag)) onChange([...value, tag]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the tag here instead of saving the whole check-in.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <fieldset className="min-w-0 space-y-3" disabled={disabled}>
      <legend className="mb-2 font-medium">What’s going on today? (optional)</legend>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Sleep">
        <span className="text-sm text-muted-foreground">Sleep:</span>
        {SLEEP_TAGS.map((tag) => (
          <Chip
            key={tag}
            label={SLEEP_LABELS[tag] ?? tag}
            pressed={selected.has(tag)}
            onToggle={() => setSleep(tag)}
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Tags">
        {[...SUGGESTED_TAGS, ...own].map((tag) => (
          <Chip
            key={tag}
            label={tag}
            pressed={selected.has(tag)}
            onToggle={() => toggle(tag)}
            disabled={full && !selected.has(tag)}
          />
        ))}
      </div>
      <div className="flex max-w-sm gap-2">
        <label htmlFor={inputId} className="sr-only">
          Add your own tag
        </label>
        <Input
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={MOOD_TAG_MAX_LENGTH}
          placeholder="Add your own tag"
          className="h-11 md:h-9"
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={add}
          disabled={!draft.trim() || full}
        >
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
    </fieldset>
  );
}
