import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  userAchievementListSchema,
  userAchievementSchema,
  type UserAchievement,
} from '@shared/contracts/progress';
import { fakeApi } from '@client/testing/fake-api';
import { achievement } from '@client/testing/progress-fixtures';
import { renderWithClient } from '@client/testing/render';
import { AchievementsPanel } from './achievements-panel';

afterEach(() => vi.unstubAllGlobals());

function itemFor(title: string): HTMLElement {
  return screen.getByRole('listitem', { name: title });
}

describe('AchievementsPanel', { timeout: 20_000 }, () => {
  it("'+10%' saves ten more, disables both buttons while saving, then shows the toast and the new progress", async () => {
    let list: UserAchievement[] = [
      achievement(1, 30, null, 'tracking'),
      achievement(2, 100, '2026-01-02T00:00:00Z'),
    ];
    let release: () => void = () => {};
    const api = fakeApi()
      .on('GET', '/api/protected/achievements', () => ({ body: list }), userAchievementListSchema)
      .on(
        'POST',
        '/api/protected/achievements/1',
        async () => {
          await new Promise<void>((resolve) => (release = resolve));
          list = [achievement(1, 40, null, 'tracking'), list[1] ?? achievement(2, 0)];
          return { body: list[0] };
        },
        userAchievementSchema,
      );
    renderWithClient(<AchievementsPanel enabled />);
    const user = userEvent.setup();

    const item = await screen.findByRole('listitem', { name: 'Achievement 1' });
    expect(within(item).getByText('30%')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: '+10%' }));
    expect(api.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/protected/achievements/1',
      body: { progress: 40, unlocked: false },
    });
    expect(within(item).getByRole('button', { name: '+10%' })).toBeDisabled();
    expect(within(item).getByRole('button', { name: 'Complete' })).toBeDisabled();
    release();
    expect(await screen.findByText('Achievement updated')).toBeInTheDocument();
    expect(screen.getByText('Your progress has been saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(itemFor('Achievement 1')).getByText('40%')).toBeInTheDocument(),
    );
    expect(
      within(itemFor('Achievement 1')).getByRole('button', { name: 'Complete' }),
    ).toBeEnabled();
    // An unlocked achievement has nothing left to add.
    expect(
      within(itemFor('Achievement 2')).getByRole('button', { name: 'Complete' }),
    ).toBeDisabled();
  });

  it("'Complete' sends 100 and unlocked, and a failure shows the error toast", async () => {
    const api = fakeApi()
      .on(
        'GET',
        '/api/protected/achievements',
        () => ({ body: [achievement(5, 10, null, 'mindfulness', 'Wind')] }),
        userAchievementListSchema,
      )
      .on('POST', '/api/protected/achievements/5', () => ({
        status: 500,
        body: { message: 'Something went wrong' },
      }));
    renderWithClient(<AchievementsPanel enabled />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    expect(api.calls.at(-1)?.body).toEqual({ progress: 100, unlocked: true });
    expect(await screen.findByText('Failed to update achievement')).toBeInTheDocument();
    expect(screen.getByText('500: {"message":"Something went wrong"}')).toBeInTheDocument();
  });

  it('shows the loading and empty states', async () => {
    let answer: (list: UserAchievement[]) => void = () => {};
    fakeApi().on(
      'GET',
      '/api/protected/achievements',
      () => new Promise((resolve) => (answer = (body) => resolve({ body }))),
    );
    renderWithClient(<AchievementsPanel enabled />);
    expect(await screen.findByText('Loading achievements...')).toBeInTheDocument();
    answer([]);
    expect(
      await screen.findByText('No achievements found. Start using the app to earn achievements!'),
    ).toBeInTheDocument();
  });

  it('falls back to a default icon for an unknown icon name', async () => {
    fakeApi().on(
      'GET',
      '/api/protected/achievements',
      () => ({
        body: [
          achievement(1, 0, null, 'tracking', 'Calendar'),
          achievement(2, 0, null, 'engagement', 'Rocketship'),
        ],
      }),
      userAchievementListSchema,
    );
    const { container } = renderWithClient(<AchievementsPanel enabled />);
    await screen.findByText('Achievement 2');
    expect(
      [...container.querySelectorAll('[data-icon]')].map((el) => el.getAttribute('data-icon')),
    ).toEqual(['Calendar', 'default']);
    expect(container.querySelectorAll('[data-icon] svg')).toHaveLength(2);
  });
});
