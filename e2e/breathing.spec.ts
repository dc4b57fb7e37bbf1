import type { Page } from '@playwright/test';
import { expect, gotoAndSettle, test } from './fixtures';

// The session runs on performance.now(); Playwright's clock drives it, so a 76 s session takes
// a moment and every boundary is exact.

async function openExercise(page: Page, name: string) {
  await page.clock.install();
  await gotoAndSettle(page, '/meditation');
  // From here on, time moves only when the test says so.
  await page.clock.pauseAt(Date.now() + 1_000);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Guided Breathing Exercises' }),
  ).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByRole('button', { name: 'Back to exercises' })).toBeVisible();
}

const countdown = (page: Page) => page.getByTestId('breathing-countdown');
const phase = (page: Page) => page.getByTestId('breathing-phase');
const cycle = (page: Page) => page.getByTestId('breathing-cycle');
const live = (page: Page) => page.getByTestId('breathing-announcer');

/** axe waits on timers, so let time flow while it runs (only when the session is not running). */
async function a11yWithClock(page: Page, checkA11y: () => Promise<void>) {
  await page.clock.resume();
  await checkA11y();
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

test.describe('guided breathing', () => {
  test('lists the three exercises of the spec', async ({ page, checkA11y }) => {
    await gotoAndSettle(page, '/meditation');
    for (const name of ['4-7-8 Breathing', 'Box Breathing', 'Deep Relaxation']) {
      await expect(page.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: /^4-7-8 Breathing/ })).toContainText(
      'In 4 · Hold 7 · Out 8 seconds',
    );
    await expect(page.getByRole('button', { name: /^Box Breathing/ })).toContainText(
      '4 cycles · 1 min 4 s',
    );
    await checkA11y();
  });

  test('a whole 4-7-8 session from Start to Well done!, with pause and resume', async ({
    page,
    checkA11y,
  }) => {
    const recorded: string[] = [];
    page.on(
      'request',
      (r) => r.url().includes('/api/protected/meditation') && recorded.push(r.url()),
    );
    await openExercise(page, '4-7-8 Breathing');

    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await expect(phase(page)).toHaveText('Breathe In');
    await expect(countdown(page)).toHaveText('4');
    await expect(cycle(page)).toHaveText('Cycle 1 of 4');
    await a11yWithClock(page, checkA11y);

    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(live(page)).toHaveText('Breathe In for 4 seconds. Cycle 1 of 4.');
    await page.clock.runFor(1_000);
    await expect(countdown(page)).toHaveText('3');
    await page.clock.runFor(3_000);
    await expect(phase(page)).toHaveText('Hold');
    await expect(countdown(page)).toHaveText('7');
    await expect(live(page)).toHaveText('Hold for 7 seconds. Cycle 1 of 4.');
    await page.clock.runFor(2_500);
    await expect(countdown(page)).toHaveText('5');

    // Paused time does not count.
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(live(page)).toHaveText('Paused.');
    await page.clock.runFor(30_000);
    await expect(countdown(page)).toHaveText('5');
    await expect(phase(page)).toHaveText('Hold');
    await page.getByRole('button', { name: 'Resume' }).click();

    // 6.5 s done; the exhale of cycle 1 starts at 11 s, cycle 2 at 19 s.
    await page.clock.runFor(4_500);
    await expect(phase(page)).toHaveText('Breathe Out');
    await expect(countdown(page)).toHaveText('8');
    await page.clock.runFor(8_000);
    await expect(cycle(page)).toHaveText('Cycle 2 of 4');
    await expect(phase(page)).toHaveText('Breathe In');

    await page.clock.runFor(56_900);
    await expect(cycle(page)).toHaveText('Cycle 4 of 4');
    await expect(phase(page)).toHaveText('Breathe Out');
    await page.clock.runFor(200);
    await expect(page.getByRole('heading', { name: 'Well done!' })).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Helps you wind down before sleep' }),
    ).toBeVisible();
    await expect(live(page)).toHaveText('Session complete. Well done!');
    await a11yWithClock(page, checkA11y);
    // Nobody is signed in: nothing is recorded, and nothing is missed.
    expect(recorded).toEqual([]);

    await page.getByRole('button', { name: 'Start Again' }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(cycle(page)).toHaveText('Cycle 1 of 4');
    await page.clock.runFor(76_000);
    await page.getByRole('button', { name: 'Choose Another' }).click();
    await expect(page.getByRole('button', { name: /^Box Breathing/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^4-7-8 Breathing/ })).toBeFocused();
  });

  test('reset, Space to start and pause, and picking another exercise starts afresh', async ({
    page,
  }) => {
    await openExercise(page, 'Box Breathing');
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.clock.runFor(9_000);
    await expect(phase(page)).toHaveText('Breathe Out');
    await expect(countdown(page)).toHaveText('3');
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await page.clock.runFor(4_000);
    await page.keyboard.press('Space');
    await page.clock.runFor(3_000);
    await expect(phase(page)).toHaveText('Hold');
    await expect(countdown(page)).toHaveText('4');

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
    await expect(countdown(page)).toHaveText('4');
    await expect(phase(page)).toHaveText('Breathe In');

    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.clock.runFor(5_000);
    await page.getByRole('button', { name: 'Back to exercises' }).click();
    await page.getByRole('button', { name: /^Deep Relaxation/ }).click();
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
    await expect(countdown(page)).toHaveText('5');
    await expect(cycle(page)).toHaveText('Cycle 1 of 5');
  });

  test('the circle follows the breath, and stays still for reduced motion', async ({ page }) => {
    await openExercise(page, '4-7-8 Breathing');
    const circle = page.getByTestId('breathing-circle');
    const transform = () => circle.evaluate((el) => getComputedStyle(el).transform);
    const before = await transform();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.clock.runFor(3_900);
    await expect.poll(transform).not.toBe(before);
    await expect(circle).toHaveAttribute('data-phase', 'inhale');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(transform).toBe('none');
    await page.clock.runFor(4_000);
    await expect(phase(page)).toHaveText('Hold');
    await expect(countdown(page)).toHaveText('4');
    await expect.poll(transform).toBe('none');
  });

  test('a signed-in user gets the session on their record', async ({ page, signUp }) => {
    await signUp();
    await openExercise(page, 'Deep Relaxation');
    // The response, not the request: reading the record before the server has answered the save
    // raced it (a clean-clone CI run read the activity list a moment too early).
    const response = page.waitForResponse(
      (r) => r.url().endsWith('/api/protected/meditation') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.clock.runFor(70_000);
    await expect(page.getByRole('heading', { name: 'Well done!' })).toBeVisible();
    const saved = await response;
    expect(saved.ok()).toBe(true);
    expect(saved.request().postDataJSON()).toEqual({
      exerciseId: 'deep-relaxation',
      name: 'Deep Relaxation',
    });
    const activity = await page.request.get('/api/protected/activity');
    expect(JSON.stringify(await activity.json())).toContain('Completed a breathing session');
  });

  for (const width of [390, 1280]) {
    test(`screenshots at ${width}px`, async ({ page, shot: rawShot }) => {
      // Full-page shots from the top, so the sticky header sits where a visitor sees it.
      const shot = async (name: string) => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await rawShot(name);
      };
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      await openExercise(page, 'Box Breathing');
      await page.getByRole('button', { name: 'Back to exercises' }).click();
      await shot(`breathing-list-${width}`);
      await page.getByRole('button', { name: /^Box Breathing/ }).click();
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.clock.runFor(2_000);
      await shot(`breathing-session-${width}`);
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await shot(`breathing-session-dark-${width}`);
      await page.getByRole('button', { name: 'Switch to light theme' }).click();
      await page.clock.runFor(70_000);
      await expect(page.getByRole('heading', { name: 'Well done!' })).toBeVisible();
      await shot(`breathing-complete-${width}`);
    });
  }
});
