import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { JOURNAL_PROMPTS } from '@shared/constants/journal-prompts';
import { Toaster } from '@client/components/ui/toaster';
import { formatEntryDate } from '../store/journal-entry';
import { JOURNAL_STORAGE_KEY } from '../store/journal-storage';
import { Journal } from './journal';

function renderJournal() {
  return render(
    <>
      <Journal />
      <Toaster />
    </>,
  );
}

beforeEach(() => localStorage.clear());

describe('Journal', { timeout: 30_000 }, () => {
  it('writes, edits and deletes entries with the spec notices', async () => {
    const user = userEvent.setup();
    renderJournal();
    await user.selectOptions(await screen.findByLabelText('Category'), 'work');
    await user.click(screen.getByRole('button', { name: 'Start Writing' }));

    expect(screen.getByRole('heading', { name: 'New Entry' })).toBeInTheDocument();
    const prompt = document.getElementById('journal-prompt')?.textContent ?? '';
    expect(JOURNAL_PROMPTS.work).toContain(prompt);
    const save = screen.getByRole('button', { name: 'Save Entry' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Your entry'), '   {Control>}{Enter}{/Control}');
    expect(await screen.findByText('Cannot save')).toBeInTheDocument();
    expect(screen.getByText('Please write something before saving.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Your entry'));
    await user.type(screen.getByLabelText('Your entry'), 'First line{Enter}Second line');
    await user.click(save);
    expect(await screen.findByText('Journal saved')).toBeInTheDocument();
    expect(screen.getByText('1 entry saved')).toBeInTheDocument();
    const stored: unknown = JSON.parse(localStorage.getItem(JOURNAL_STORAGE_KEY) ?? '[]');
    expect(stored).toEqual([
      expect.objectContaining({ content: 'First line\nSecond line', category: 'work', prompt }),
    ]);
    expect(screen.getByText(`“${prompt}”`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit entry' }));
    expect(screen.getByRole('heading', { name: 'Edit Entry' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your entry')).toHaveValue('First line\nSecond line');
    await user.type(screen.getByLabelText('Your entry'), ' (edited)');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));
    const article = await screen.findByRole('article');
    expect(within(article).getByText(/Second line \(edited\)/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete entry' }));
    expect(await screen.findByText('Entry deleted')).toBeInTheDocument();
    expect(screen.getByText('Your journal entry has been removed.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Journal Entries' })).not.toBeInTheDocument();
    expect(localStorage.getItem(JOURNAL_STORAGE_KEY)).toBe('[]');
  });

  it('Undo in the delete toast puts the entry back exactly, in its place, and focuses it', async () => {
    const entries = [
      { id: '1700000000000', date: 'x', prompt: 'p1', content: 'one', category: 'work' },
      { id: 'imported-2', date: 'y', prompt: '', content: 'two\nlines', category: 'relationships' },
      { id: '1700000009999', date: 'z', prompt: 'p3', content: 'three', category: 'work' },
    ];
    const before = JSON.stringify(entries);
    localStorage.setItem(JOURNAL_STORAGE_KEY, before);
    const user = userEvent.setup();
    renderJournal();
    const middle = await screen.findByRole('article', { name: 'y' });
    await user.click(within(middle).getByRole('button', { name: 'Delete entry' }));
    // Deleting is immediate, as the spec says: gone from the list and from storage.
    expect(await screen.findByText('Entry deleted')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'y' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(JOURNAL_STORAGE_KEY) ?? '[]')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    const restored = await screen.findByRole('article', { name: 'y' });
    expect(localStorage.getItem(JOURNAL_STORAGE_KEY)).toBe(before);
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(
      entries.map((e) => `journal-entry-${e.id}`),
    );
    await vi.waitFor(() => expect(restored).toHaveFocus());
  });

  it('entries of the same day show their time; a lone entry of its day does not', async () => {
    const at = (h: number, m: number) => new Date(2026, 10, 22, h, m).getTime();
    const day = formatEntryDate(new Date(2026, 10, 22));
    const time = (ms: number) =>
      new Date(ms).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
    const other = formatEntryDate(new Date(2026, 10, 20));
    localStorage.setItem(
      JOURNAL_STORAGE_KEY,
      JSON.stringify([
        { id: String(at(8, 5)), date: day, prompt: '', content: 'morning', category: 'work' },
        { id: String(at(21, 40)), date: day, prompt: '', content: 'evening', category: 'work' },
        {
          id: String(new Date(2026, 10, 20, 9).getTime()),
          date: other,
          prompt: '',
          content: 'lone',
          category: 'work',
        },
      ]),
    );
    renderJournal();
    expect(
      await screen.findByRole('heading', { name: `${day}, ${time(at(8, 5))}` }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: `${day}, ${time(at(21, 40))}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: other })).toBeInTheDocument();
  });

  it('after the lock dialog closes, or the passphrase is removed, focus lands on the lock buttons', async () => {
    const user = userEvent.setup();
    renderJournal();
    await user.click(await screen.findByRole('button', { name: 'Set a passphrase' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Set a passphrase' })).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: 'Set a passphrase' }));
    await user.type(screen.getByLabelText('Passphrase'), 'correct horse battery');
    await user.type(screen.getByLabelText('Repeat passphrase'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Lock journal' }));
    // "Set a passphrase" is gone; focus must not fall to the page.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Lock now' })).toHaveFocus(), {
      timeout: 10_000,
    });

    await user.click(screen.getByRole('button', { name: 'Remove passphrase' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Set a passphrase' })).toHaveFocus(),
    );
  });

  it('Cancel discards the draft', async () => {
    const user = userEvent.setup();
    renderJournal();
    await user.click(await screen.findByRole('button', { name: 'Start Writing' }));
    await user.type(screen.getByLabelText('Your entry'), 'never mind');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Start Writing' })).toBeInTheDocument();
    expect(localStorage.getItem(JOURNAL_STORAGE_KEY)).toBeNull();
  });

  it('tells the user about unreadable data and keeps it', async () => {
    localStorage.setItem(JOURNAL_STORAGE_KEY, 'definitely not JSON');
    renderJournal();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some journal data on this device could not be read',
    );
    const backups = Object.keys(localStorage).filter((k) =>
      k.startsWith('steady-journal-unreadable-'),
    );
    expect(backups.map((k) => localStorage.getItem(k))).toEqual(['definitely not JSON']);
    expect(screen.getByRole('button', { name: 'Start Writing' })).toBeEnabled();
  });
});
