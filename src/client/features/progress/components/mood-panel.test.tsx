import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  moodEntryListSchema,
  moodEntrySchema,
  userAchievementListSchema,
  userAchievementSchema,
  type MoodEntry,
  type UserAchievement,
} from '@shared/contracts/progress';
import { moodInsightsSchema, type MoodInsights } from '@shared/contracts/mood-data';
import { browserTimeZone } from '../api/get-mood-insights';
import { fakeApi } from '@client/testing/fake-api';
import { achievement, mood } from '@client/testing/progress-fixtures';
import { renderWithClient } from '@client/testing/render';
import { MoodPanel } from './mood-panel';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const today = (hour: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate(), hour).toISOString();
};

const NO_INSIGHTS: MoodInsights = {
  days: 0,
  tags: [],
  tagsNeedingData: [],
  bestWeekday: null,
  worstWeekday: null,
};
const INSIGHTS_PATH = `/api/protected/mood/insights?timeZone=${encodeURIComponent(browserTimeZone())}`;

function moodServer(
  initial: MoodEntry[],
  achievements: UserAchievement[],
  insights: MoodInsights = NO_INSIGHTS,
) {
  let moods = [...initial];
  let list = [...achievements];
  const api = fakeApi()
    .on('GET', '/api/protected/mood', () => ({ body: moods }), moodEntryListSchema)
    .on('GET', INSIGHTS_PATH, () => ({ body: insights }), moodInsightsSchema)
    .on('GET', '/api/protected/activity', () => ({ body: [] }))
    .on('GET', '/api/protected/achievements', () => ({ body: list }), userAchievementListSchema)
    .on(
      'POST',
      '/api/protected/mood',
      (body) => {
        const { value, note, tags } = body as { value: number; note?: string; tags?: string[] };
        const saved = mood(moods.length + 100, value, new Date().toISOString(), note, tags);
        moods = [saved, ...moods];
        return { status: 201, body: saved };
      },
      moodEntrySchema,
    )
    .on(
      'POST',
      '/api/protected/achievements/1',
      (body) => {
        const { progress } = body as { progress: number };
        list = list.map((entry) => (entry.id === 1 ? { ...entry, progress } : entry));
        return { body: list.find((entry) => entry.id === 1) };
      },
      userAchievementSchema,
    );
  return api;
}

describe('MoodPanel', { timeout: 20_000 }, () => {
  it('saves a mood with its note, clears the form, then gives the tracking bonus', async () => {
    const api = moodServer(
      [],
      [achievement(1, 30, null, 'tracking'), achievement(9, 0, null, 'tracking')],
    );
    renderWithClient(<MoodPanel enabled />);
    const user = userEvent.setup();

    expect(await screen.findAllByText('No mood data recorded yet.')).toHaveLength(2);
    const save = screen.getByRole('button', { name: 'Save Mood' });
    expect(save).toBeDisabled();
    const moods = screen.getByRole('group', { name: 'How are you feeling right now?' });
    expect(
      within(moods)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Very Low', 'Low', 'Neutral', 'Good', 'Great']);

    await user.click(screen.getByRole('radio', { name: 'Good' }));
    await user.type(screen.getByLabelText('Add a note (optional)'), '  slept well  ');
    expect(save).toBeEnabled();
    await user.click(save);

    // The panel now also loads insights; on a busy two-core machine the first render is slow.
    expect(await screen.findByText('Mood saved!', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Your mood check-in has been recorded.')).toBeInTheDocument();
    expect(
      api.calls.find((call) => call.method === 'POST' && call.path === '/api/protected/mood')?.body,
    ).toEqual({ value: 4, note: 'slept well' });
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/protected/achievements/1')?.body).toEqual(
        { progress: 40, unlocked: false },
      ),
    );
    expect(screen.getByRole('radio', { name: 'Good' })).not.toBeChecked();
    expect(screen.getByLabelText('Add a note (optional)')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save Mood' })).toBeDisabled();
    // Focus is not dropped to the page with the disabled button: it waits on the first face.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Very Low' })).toHaveFocus());

    const latest = await screen.findByRole('list', { name: 'Latest check-ins' });
    expect(within(latest).getByText('Good')).toBeInTheDocument();
    expect(within(latest).getByText('slept well')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Mood timeline' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    expect(
      screen.getByText(
        /Average mood over the last 30 days: 4\.0 \(Good\), from 1 check-in on 1 day\./,
      ),
    ).toBeInTheDocument();
  });

  it('gives no bonus once achievement 1 is unlocked', async () => {
    const api = moodServer([], [achievement(1, 100, '2026-01-01T00:00:00Z', 'tracking')]);
    renderWithClient(<MoodPanel enabled />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Great' }));
    await user.click(screen.getByRole('button', { name: 'Save Mood' }));
    expect(await screen.findByText('Mood saved!')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.path === '/api/protected/achievements').length,
      ).toBeGreaterThan(0),
    );
    expect(api.calls.some((call) => call.path === '/api/protected/achievements/1')).toBe(false);
  });

  it('keeps a failed bonus silent: only logged, the save still counts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = moodServer([], [achievement(1, 50, null, 'tracking')]).on(
      'POST',
      '/api/protected/achievements/1',
      () => ({ status: 500, body: { message: 'down' } }),
    );
    renderWithClient(<MoodPanel enabled />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Neutral' }));
    await user.click(screen.getByRole('button', { name: 'Save Mood' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(api.calls.find((call) => call.path === '/api/protected/achievements/1')?.body).toEqual({
      progress: 60,
      unlocked: false,
    });
    expect(screen.getByText('Mood saved!')).toBeInTheDocument();
    expect(screen.queryByText('Failed to update achievement')).not.toBeInTheDocument();
  });

  it('shows the error toast when the save fails and keeps the choice', async () => {
    moodServer([], []).on('POST', '/api/protected/mood', () => ({
      status: 400,
      body: { message: 'Invalid value' },
    }));
    renderWithClient(<MoodPanel enabled />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Low' }));
    await user.click(screen.getByRole('button', { name: 'Save Mood' }));
    expect(await screen.findByText('Failed to save mood')).toBeInTheDocument();
    expect(screen.getByText('400: {"message":"Invalid value"}')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Low' })).toBeChecked();
    // Focus stayed on Save Mood through the save, ready for another try.
    expect(screen.getByRole('button', { name: 'Save Mood' })).toHaveFocus();
  });

  it('lists the 5 latest entries, the full timeline, and a streak the user can hide', async () => {
    const entries = [5, 4, 3, 2, 1, 2, 3].map((value, index) =>
      mood(index + 1, value, today(20 - index), index === 0 ? 'after the gym' : undefined),
    );
    moodServer(entries, []);
    renderWithClient(<MoodPanel enabled />);
    const user = userEvent.setup();

    const latest = await screen.findByRole('list', { name: 'Latest check-ins' });
    expect(within(latest).getAllByRole('listitem')).toHaveLength(5);
    expect(within(latest).getAllByRole('listitem')[0]).toHaveTextContent('Great');
    expect(within(latest).getAllByRole('listitem')[0]).toHaveTextContent('after the gym');
    expect(
      within(screen.getByRole('list', { name: 'Mood timeline' })).getAllByRole('listitem'),
    ).toHaveLength(7);

    expect(screen.getByText('Check-in streak: 1 day')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide streak' }));
    expect(screen.queryByText('Check-in streak: 1 day')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('steady.progress.hideStreak')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Show check-in streak' }));
    expect(screen.getByText('Check-in streak: 1 day')).toBeInTheDocument();
  });

  it('switches the trend chart between 7, 30 and 90 days', async () => {
    const now = new Date();
    const daysAgo = (days: number) =>
      new Date(now.getFullYear(), now.getMonth(), now.getDate() - days, 12).toISOString();
    moodServer([mood(1, 5, daysAgo(0)), mood(2, 1, daysAgo(20)), mood(3, 3, daysAgo(60))], []);
    renderWithClient(<MoodPanel enabled />);
    const user = userEvent.setup();
    expect(
      await screen.findByText(
        'Average mood over the last 30 days: 3.0 (Neutral), from 2 check-ins on 2 days.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /Average mood over the last 30 days/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '7 days' }));
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByText('Average mood over the last 7 days: 5.0 (Great), from 1 check-in on 1 day.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '90 days' }));
    expect(
      screen.getByText(
        'Average mood over the last 90 days: 3.0 (Neutral), from 3 check-ins on 3 days.',
      ),
    ).toBeInTheDocument();
  });

  it('adds tags with one tap each, and his own, without them being needed to save', async () => {
    const api = moodServer([mood(1, 3, today(8), undefined, ['poker night'])], []);
    renderWithClient(<MoodPanel enabled />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Good' }));
    const tags = screen.getByRole('group', { name: 'Tags' });
    await user.click(within(tags).getByRole('button', { name: 'exercise' }));
    expect(within(tags).getByRole('button', { name: 'exercise' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // His earlier own tag is offered; sleep is one of three.
    expect(within(tags).getByRole('button', { name: 'poker night' })).toBeInTheDocument();
    const sleep = screen.getByRole('group', { name: 'Sleep' });
    await user.click(within(sleep).getByRole('button', { name: 'Poor' }));
    await user.click(within(sleep).getByRole('button', { name: 'Good' }));
    expect(within(sleep).getByRole('button', { name: 'Poor' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Enter in the own-tag box adds the tag and does not save the check-in.
    await user.type(screen.getByLabelText('Add your own tag'), '  Fishing {Enter}');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save Mood' }));
    expect(await screen.findByText('Mood saved!')).toBeInTheDocument();
    expect(
      api.calls.find((call) => call.method === 'POST' && call.path === '/api/protected/mood')?.body,
    ).toEqual({ value: 4, tags: ['exercise', 'sleep: good', 'fishing'] });
  });

  it('reads insights in plain words with their counts, and names thin tags', async () => {
    moodServer([mood(1, 3, today(8))], [], {
      days: 40,
      tags: [{ tag: 'exercise', withDays: 12, withMean: 3.83, withoutDays: 28, withoutMean: 3.1 }],
      tagsNeedingData: [{ tag: 'alcohol', withDays: 3, withoutDays: 37 }],
      bestWeekday: { weekday: 6, days: 6, mean: 4.2 },
      worstWeekday: { weekday: 1, days: 6, mean: 2.9 },
    });
    renderWithClient(<MoodPanel enabled />);
    const item = await screen.findByText(/On days you exercised/);
    expect(item).toHaveTextContent(
      'On days you exercised, your mood averaged 3.8; without, 3.1.Based on 12 days with and 28 days without.',
    );
    expect(
      screen.getByText(/Your best day of the week has been/).textContent?.replace(/\s+/g, ' '),
    ).toBe(
      'Your best day of the week has been Saturday (average 4.2 over 6 days), and your hardest Monday (2.9 over 6 days).',
    );
    expect(
      screen.getByText(/Too little data so far for: alcohol \(3 with, 37 without\)/),
    ).toBeInTheDocument();
    expect(screen.getByText(/not what causes what/)).toBeInTheDocument();
  });
});
