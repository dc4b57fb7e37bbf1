import type { Page } from '@playwright/test';
import { expect, gotoAndSettle, test } from './fixtures';

async function saveMood(page: Page, label: string, note?: string) {
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Save Mood' }) });
  // The choices are disabled while the previous save (and its bonus) is still under way.
  const choice = form.getByRole('radio', { name: label, exact: true });
  await expect(choice).toBeEnabled();
  await expect(form.getByRole('button', { name: 'Save Mood' })).toBeDisabled();
  await choice.check({ force: true });
  if (note) await form.getByLabel('Add a note (optional)').fill(note);
  await form.getByRole('button', { name: 'Save Mood' }).click();
  await expect(
    page.getByText('Your mood check-in has been recorded.', { exact: true }),
  ).toBeVisible();
  await expect(form.getByRole('radio', { name: label, exact: true })).not.toBeChecked();
  await expect(form.getByLabel('Add a note (optional)')).toHaveValue('');
  await expect(form.getByRole('radio', { name: 'Great', exact: true })).toBeEnabled();
}

test.describe('My Steady', () => {
  test('a new user checks in three times, earns the tracking bonus and completes an achievement', async ({
    page,
    signUp,
    checkA11y,
    shot,
  }) => {
    // One long journey with nine axe passes and six full-page shots on a shared 2-core machine.
    test.setTimeout(180_000);
    await signUp();
    await gotoAndSettle(page, '/progress');
    await expect(page.getByRole('heading', { level: 1, name: 'My Steady' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('1 of 13 achievements unlocked')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recent activity' })).toContainText(
      'Created your account',
    );
    await checkA11y();

    await page.getByRole('tab', { name: 'Mood Tracker' }).click();
    await expect(page.getByText('No mood data recorded yet.').first()).toBeVisible();
    await checkA11y();

    await saveMood(page, 'Good', '  Slept well, went for a run.  ');
    await saveMood(page, 'Low');
    await saveMood(page, 'Great', 'Good talk with my brother');

    const latest = page.getByRole('list', { name: 'Latest check-ins' });
    await expect(latest.getByRole('listitem')).toHaveCount(3);
    await expect(latest.getByRole('listitem').first()).toContainText('Great');
    await expect(latest.getByRole('listitem').first()).toContainText('Good talk with my brother');
    await expect(latest.getByRole('listitem').nth(2)).toContainText('Slept well, went for a run.');
    await expect(
      page.getByRole('list', { name: 'Mood timeline' }).getByRole('listitem'),
    ).toHaveCount(3);
    await expect(
      page.getByText('Average mood over the last 30 days: 3.7 (Good), from 3 check-ins on 1 day.'),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: /Average mood over the last 30 days/ }).locator('circle'),
    ).toHaveCount(1);
    await expect(page.getByText('Check-in streak: 1 day')).toBeVisible();
    await checkA11y();

    await page.setViewportSize({ width: 390, height: 844 });
    await shot('progress-mood-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot('progress-mood-1280');

    await page.getByRole('tab', { name: 'Achievements' }).click();
    const checkIns = page.getByRole('listitem', { name: 'Regular Check-Ins' });
    // Three saves, ten points each: the client-side tracking bonus of SPEC.md §4.
    await expect(checkIns.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    await expect(checkIns).toContainText('30%');
    await expect(page.getByRole('listitem', { name: 'Good Day Noted' })).toContainText('Unlocked');

    const openingUp = page.getByRole('listitem', { name: 'Opening Up' });
    await openingUp.getByRole('button', { name: '+10%' }).click();
    await expect(page.getByText('Your progress has been saved.', { exact: true })).toBeVisible();
    await expect(openingUp).toContainText('10%');
    await openingUp.getByRole('button', { name: 'Complete' }).click();
    await expect(openingUp.getByRole('button', { name: 'Complete' })).toBeDisabled();
    await expect(openingUp).toContainText('100%');
    await expect(openingUp).toContainText('Unlocked');
    await checkA11y();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('progress-achievements-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot('progress-achievements-1280');

    await page.getByRole('tab', { name: 'Dashboard' }).click();
    // Unlocked: account, good day, note and Opening Up — 4 of 13.
    await expect(page.getByText('4 of 13 achievements unlocked')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute(
      'aria-valuenow',
      '31',
    );
    const recent = page
      .locator('div.rounded-xl')
      .filter({ has: page.getByRole('heading', { name: 'Recent achievements' }) });
    await expect(recent.getByRole('listitem')).toHaveCount(3);
    await expect(recent.getByRole('listitem').first()).toContainText('Opening Up');
    const activity = page.getByRole('list', { name: 'Recent activity' });
    await expect(activity.getByRole('listitem')).toHaveCount(4);
    await expect(activity.getByRole('listitem').first()).toContainText('Checked in feeling Great');
    await checkA11y();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('progress-dashboard-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot('progress-dashboard-1280');

    // Dark theme: the mood colours and badges must keep their contrast too.
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoAndSettle(page, '/progress');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await checkA11y();
    await page.getByRole('tab', { name: 'Mood Tracker' }).click();
    await expect(page.getByRole('list', { name: 'Latest check-ins' })).toBeVisible();
    await checkA11y();
    await shot('progress-mood-1280-dark');
    await page.getByRole('tab', { name: 'Achievements' }).click();
    await expect(page.getByRole('listitem', { name: 'Opening Up' })).toBeVisible();
    await checkA11y();
  });

  test('the streak can be hidden and stays hidden', async ({ page, signUp }) => {
    await signUp();
    await gotoAndSettle(page, '/progress');
    await page.getByRole('tab', { name: 'Mood Tracker' }).click();
    await saveMood(page, 'Neutral');
    await page.getByRole('button', { name: 'Hide streak' }).click();
    await expect(page.getByText('Check-in streak: 1 day')).toHaveCount(0);
    await page.reload();
    await page.getByRole('tab', { name: 'Mood Tracker' }).click();
    await expect(page.getByRole('button', { name: 'Show check-in streak' })).toBeVisible();
    await expect(page.getByText('Check-in streak: 1 day')).toHaveCount(0);
  });
});
