import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityEntryListSchema, userAchievementListSchema } from '@shared/contracts/progress';
import { fakeApi } from '@client/testing/fake-api';
import { achievement, activity } from '@client/testing/progress-fixtures';
import { renderWithClient } from '@client/testing/render';
import { DashboardPanel } from './dashboard-panel';

afterEach(() => vi.unstubAllGlobals());

const thisYear = new Date().getFullYear();

describe('DashboardPanel', () => {
  it('shows the 3 most recently unlocked, the 2 closest locked, the 5 latest activities and the overall share', async () => {
    const achievements = [
      achievement(1, 30, null, 'tracking'),
      achievement(2, 100, `${thisYear}-03-01T12:00:00Z`),
      achievement(3, 80),
      achievement(4, 100, `${thisYear}-05-01T12:00:00Z`),
      achievement(5, 90),
      achievement(6, 100, `${thisYear - 1}-04-01T12:00:00Z`),
      achievement(7, 100, `${thisYear}-02-01T12:00:00Z`),
      achievement(8, 0, null, 'engagement', 'NotAnIcon'),
    ];
    const activities = [1, 2, 3, 4, 5, 6, 7].map((day) =>
      activity(day, `${thisYear}-01-0${day}T12:00:00Z`),
    );
    fakeApi()
      .on(
        'GET',
        '/api/protected/achievements',
        () => ({ body: achievements }),
        userAchievementListSchema,
      )
      .on('GET', '/api/protected/activity', () => ({ body: activities }), activityEntryListSchema);
    renderWithClient(<DashboardPanel enabled />);

    expect(await screen.findByText('4 of 8 achievements unlocked')).toBeInTheDocument();
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );

    const recent = screen
      .getByRole('heading', { name: 'Recent achievements' })
      .closest('.rounded-xl');
    if (!(recent instanceof HTMLElement)) throw new Error('card missing');
    expect(
      within(recent)
        .getAllByText(/^Achievement \d$/)
        .map((el) => el.textContent),
    ).toEqual(['Achievement 4', 'Achievement 2', 'Achievement 7']);
    expect(within(recent).getByText('Unlocked May 1')).toBeInTheDocument();

    const closest = screen.getByRole('heading', { name: 'Almost there' }).closest('.rounded-xl');
    if (!(closest instanceof HTMLElement)) throw new Error('card missing');
    expect(
      within(closest)
        .getAllByText(/^Achievement \d$/)
        .map((el) => el.textContent),
    ).toEqual(['Achievement 5', 'Achievement 3']);

    const list = await screen.findByRole('list', { name: 'Recent activity' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(
      within(list)
        .getAllByText(/Activity \d$/)
        .map((el) => el.textContent),
    ).toEqual([7, 6, 5, 4, 3].map((n) => `Check-in: Activity ${n}`));
  });

  it('shows the empty states', async () => {
    fakeApi()
      .on(
        'GET',
        '/api/protected/achievements',
        () => ({ body: [achievement(1, 20)] }),
        userAchievementListSchema,
      )
      .on('GET', '/api/protected/activity', () => ({ body: [] }), activityEntryListSchema);
    renderWithClient(<DashboardPanel enabled />);
    expect(await screen.findByText('No achievements unlocked yet')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'No activity recorded yet. Start using the app to see your activity here.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('0%')).toBeInTheDocument();
    expect(
      screen.getByText('0 of 1 achievements unlocked. Your first check-in above is a start.'),
    ).toBeInTheDocument();
  });

  it('says it is loading, and loads nothing without a user', async () => {
    const api = fakeApi()
      .on('GET', '/api/protected/achievements', () => new Promise(() => {}))
      .on('GET', '/api/protected/activity', () => new Promise(() => {}));
    const { unmount } = renderWithClient(<DashboardPanel enabled />);
    expect(await screen.findAllByText('Loading achievements...')).toHaveLength(2);
    unmount();
    api.calls.length = 0;
    renderWithClient(<DashboardPanel enabled={false} />);
    expect(api.calls).toEqual([]);
  });
});
