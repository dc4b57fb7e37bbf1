import { useEffect, useState } from 'react';
import { DEFAULT_JOURNAL_CATEGORY, randomPrompt } from '@shared/constants/journal-prompts';
import { Card, CardContent } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { useJournal } from '../hooks/use-journal';
import { JOURNAL_ERROR_TOASTS } from '../lib/journal-messages';
import { formatEntryDate } from '../store/journal-entry';
import type { JournalEntry } from '../store/journal-entry';
import { JournalEditor } from './journal-editor';
import type { Draft } from './journal-editor';
import { JournalEntryList } from './journal-entry-list';
import { JournalRecoveryNotice } from './journal-recovery-notice';
import { JournalTools } from './journal-tools';
import { JournalStartCard } from './journal-start-card';
import { JournalUnlockCard } from './journal-unlock-card';

/**
 * Focuses a restored entry once React has committed it. A requestAnimationFrame guess was not
 * enough: on a busy machine the frame came before the commit and focus was lost.
 */
function useFocusEntryWhenShown(entries: readonly JournalEntry[] | null) {
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (pending === null) return;
    const article = document.getElementById(`journal-entry-${pending}`)?.closest('article');
    if (!article) return;
    article.focus();
    setPending(null);
  }, [pending, entries]);
  return setPending;
}

export function Journal() {
  const journal = useJournal((error) =>
    toast({ ...JOURNAL_ERROR_TOASTS[error], variant: 'destructive' }),
  );
  const [category, setCategory] = useState<string>(DEFAULT_JOURNAL_CATEGORY);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const { view } = journal;
  const focusEntry = useFocusEntryWhenShown(view.status === 'ready' ? view.entries : null);

  const startWriting = () =>
    setDraft({
      prompt: randomPrompt(category),
      content: '',
      date: formatEntryDate(new Date()),
      category,
    });

  const edit = (entry: JournalEntry) => {
    setCategory(entry.category);
    setDraft({ ...entry });
  };

  const save = async () => {
    if (!draft) return;
    if (draft.content.trim() === '') {
      toast({
        title: 'Cannot save',
        description: 'Please write something before saving.',
        variant: 'destructive',
      });
      return;
    }
    setSaving(true);
    const result = await journal.save(draft);
    setSaving(false);
    if (result?.ok) {
      toast({ title: 'Journal saved', description: 'Your entry has been saved.' });
      setDraft(null);
    }
  };

  // Deleting stays immediate (SPEC.md §8's toast); Undo in that toast puts the entry back as it
  // was, in its old place, and moves focus to it so a keyboard user is not left on the body.
  const remove = async (entry: JournalEntry) => {
    const index = view.status === 'ready' ? view.entries.findIndex((e) => e.id === entry.id) : -1;
    const result = await journal.remove(entry.id);
    if (!result?.ok) return;
    toast({
      title: 'Entry deleted',
      description: 'Your journal entry has been removed.',
      action: {
        label: 'Undo',
        altText: 'Undo delete: put the entry back',
        onSelect: () =>
          void journal.restore(entry, index).then((restored) => {
            if (restored?.ok) focusEntry(entry.id);
          }),
      },
    });
  };

  const startOver = async () => {
    const result = await journal.startOver();
    if (result?.ok) {
      toast({
        title: 'New journal started',
        description: 'Your locked entries were set aside on this device, not deleted.',
      });
    }
  };

  return (
    <div className="flex flex-col gap-6">
      {(journal.notice || journal.readOnly) && (
        <JournalRecoveryNotice
          backupKey={journal.notice?.backupKey ?? null}
          readOnly={journal.readOnly}
          onDismiss={journal.dismissNotice}
        />
      )}
      {view.status === 'loading' && (
        <div className="flex justify-center py-12">
          <Spinner label="Loading your journal" />
        </div>
      )}
      {view.status === 'unavailable' && (
        <Card>
          <CardContent className="pt-6">{JOURNAL_ERROR_TOASTS.unavailable.description}</CardContent>
        </Card>
      )}
      {view.status === 'locked' && (
        <JournalUnlockCard onUnlock={journal.unlock} onStartOver={startOver} />
      )}
      {view.status === 'ready' && draft && (
        <JournalEditor
          draft={draft}
          saving={saving}
          onChange={(content) => setDraft({ ...draft, content })}
          onAnotherPrompt={() =>
            setDraft({ ...draft, prompt: randomPrompt(draft.category, draft.prompt) })
          }
          onCancel={() => setDraft(null)}
          onSave={save}
        />
      )}
      {view.status === 'ready' && !draft && (
        <>
          <JournalStartCard
            category={category}
            onCategoryChange={setCategory}
            onStart={startWriting}
            disabled={journal.readOnly}
          />
          {view.entries.length > 0 && (
            <JournalEntryList entries={view.entries} onEdit={edit} onDelete={remove} />
          )}
          <JournalTools journal={journal} entries={view.entries} encrypted={view.encrypted} />
        </>
      )}
    </div>
  );
}
