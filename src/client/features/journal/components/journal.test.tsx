import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { JOURNAL_PROMPTS } from '@shared/constants/journal-prompts';
import { Toaster } from '@client/components/ui/toaster';
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
