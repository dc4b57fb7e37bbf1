import type { Page } from '@playwright/test';
import { RESOURCE_MODULE_IDS } from '../src/shared/constants/resource-modules';
import { expect, gotoAndSettle, test } from './fixtures';

// WCAG 1.4.10 Reflow: at 320 CSS px nothing may scroll sideways, and no control's label may
// spill out of its own box (that is how tabs "run into each other" without widening the page).

test.use({ viewport: { width: 320, height: 640 } });

type Spill = { label: string; scrollWidth: number; clientWidth: number };

async function expectReflow(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `${what} scrolls sideways`).toBeLessThanOrEqual(widths.client);
  const spills: Spill[] = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button, a, [role="tab"], label'))
      .filter((el) => el.offsetParent !== null && !el.closest('.sr-only'))
      // Only labels can run into each other; an icon's hit area may extend past its box.
      .filter((el) => (el.textContent ?? '').trim() !== '')
      .filter(
        (el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'auto',
      )
      .map((el) => ({
        label: (el.textContent ?? '').trim().slice(0, 40),
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      })),
  );
  expect(spills, `${what}: labels spill out of their controls`).toEqual([]);
}

const PUBLIC_PAGES = [
  '/',
  '/chat',
  '/meditation',
  '/resources',
  `/resources/modules/${RESOURCE_MODULE_IDS[0]}`,
  '/privacy',
  '/terms',
  '/about-founder',
  '/safety',
  '/auth',
  '/analytics',
  '/logo',
  '/no-such-page',
];

test.describe('reflow at 320 px', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await gotoAndSettle(page, path);
      await expectReflow(page, path);
    });
  }

  test('the chat with a conversation, and the Get help dialog', async ({ page }) => {
    await gotoAndSettle(page, '/chat');
    await expect(page.locator('body')).toHaveClass(/chat-page/);
    await page.getByRole('button', { name: /Stress & Anxiety/ }).click();
    const input = page.getByPlaceholder('Type your message');
    await input.fill('Work has been relentless and I cannot switch off at night anymore');
    await input.press('Enter');
    await expect(page.getByRole('button', { name: 'This reply was helpful' }).nth(1)).toBeVisible();
    await expectReflow(page, '/chat with a conversation');

    await page.getByRole('button', { name: 'Get help now' }).click();
    await expect(page.getByRole('dialog', { name: 'Get help now' })).toBeVisible();
    await expectReflow(page, 'the Get help dialog');
  });

  test('/progress on each tab, /journal and the breathing session', async ({ page, signUp }) => {
    await signUp();
    await gotoAndSettle(page, '/progress');
    for (const tab of ['Dashboard', 'Achievements', 'Mood Tracker']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expectReflow(page, `/progress ${tab}`);
    }
    await gotoAndSettle(page, '/journal');
    await expect(page.getByRole('button', { name: 'Start Writing' })).toBeVisible();
    await expectReflow(page, '/journal');

    await gotoAndSettle(page, '/meditation');
    await page.getByRole('button', { name: /^4-7-8 Breathing/ }).click();
    await expectReflow(page, 'the breathing session');
  });
});
