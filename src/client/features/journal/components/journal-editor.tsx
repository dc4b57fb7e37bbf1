import { useEffect, useRef } from 'react';
import { RefreshCw } from 'lucide-react';
import { categoryLabel } from '@shared/constants/journal-prompts';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';

export type Draft = {
  id?: string;
  prompt: string;
  content: string;
  date: string;
  category: string;
};

type Props = {
  draft: Draft;
  saving: boolean;
  onChange: (content: string) => void;
  onAnotherPrompt: () => void;
  onCancel: () => void;
  onSave: () => void;
};

export function JournalEditor({
  draft,
  saving,
  onChange,
  onAnotherPrompt,
  onCancel,
  onSave,
}: Props) {
  const textRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => textRef.current?.focus(), []);
  const blank = draft.content.trim() === '';

  // Words not yet saved should not vanish with an accidental reload or closed tab.
  useEffect(() => {
    if (blank) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [blank]);

  return (
    <Card>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <CardHeader>
          <CardTitle>{draft.id === undefined ? 'New Entry' : 'Edit Entry'}</CardTitle>
          <CardDescription>
            {draft.date} · {categoryLabel(draft.category)}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-col gap-3 rounded-lg bg-muted p-4 sm:flex-row sm:items-start sm:justify-between">
            <p id="journal-prompt" className="text-lg italic">
              {draft.prompt}
            </p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={onAnotherPrompt}
              className="shrink-0 self-start"
            >
              <RefreshCw aria-hidden="true" />
              Try Another Prompt
            </Button>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="journal-content">Your entry</Label>
            <Textarea
              id="journal-content"
              ref={textRef}
              aria-describedby="journal-prompt journal-save-hint"
              placeholder="Write your thoughts here..."
              className="min-h-[200px] text-base md:text-base"
              value={draft.content}
              onChange={(event) => onChange(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                  event.preventDefault();
                  onSave();
                }
              }}
            />
            <p id="journal-save-hint" className="hidden text-sm text-muted-foreground sm:block">
              Ctrl + Enter (⌘ + Enter on a Mac) saves.
            </p>
          </div>
        </CardContent>
        <CardFooter className="justify-end gap-3">
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={blank || saving}>
            Save Entry
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
