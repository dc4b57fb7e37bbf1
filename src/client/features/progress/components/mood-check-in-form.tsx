import { useId, useRef, useState, type FormEvent } from 'react';
import { MOOD_NOTE_MAX } from '@shared/constants/moods';
import { Button } from '@client/components/ui/button';
import { TitledCard } from '@client/components/titled-card';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { useSaveMood } from '../api/save-mood';
import { MoodChoiceGroup } from './mood-choice-group';
import { MoodTagPicker } from './mood-tag-picker';

/** Pick a mood and save: tags and a note are there for when he wants them, never required. */
export function MoodCheckInForm({ ownTags = [] }: { ownTags?: readonly string[] }) {
  const [value, setValue] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const noteId = useId();
  const countId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveMood({
    onSaved: () => {
      setValue(null);
      setNote('');
      setTags([]);
      // Save Mood is disabled again with nothing chosen, which would drop focus to the page:
      // put it on the first face, where the next check-in starts (the toast says it was saved).
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus(),
      );
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value === null || save.isPending) return;
    save.mutate({ value, note, tags });
  };

  return (
    <TitledCard
      title="Check in"
      description="A few seconds a day helps you spot patterns over time."
    >
      <form ref={formRef} onSubmit={submit} className="space-y-5">
        <MoodChoiceGroup value={value} onChange={setValue} disabled={save.isPending} />
        <MoodTagPicker
          value={tags}
          onChange={setTags}
          ownTags={ownTags}
          disabled={save.isPending}
        />
        <div className="space-y-2">
          <Label htmlFor={noteId}>Add a note (optional)</Label>
          <Textarea
            id={noteId}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={MOOD_NOTE_MAX}
            placeholder="What's behind this feeling?"
            aria-describedby={countId}
            disabled={save.isPending}
          />
          <p id={countId} className="text-right text-xs text-muted-foreground">
            {note.length}/{MOOD_NOTE_MAX}
          </p>
        </div>
        {/* While it saves: aria-disabled, not disabled, so focus stays on the button (and is
            still there if the save fails and he tries again). */}
        <Button type="submit" disabled={value === null} aria-disabled={save.isPending || undefined}>
          Save Mood
        </Button>
      </form>
    </TitledCard>
  );
}
