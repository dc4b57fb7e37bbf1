import type { Page } from '@playwright/test';
import { expect, gotoAndSettle, test } from './fixtures';

// Screenshots for a human reviewer (issue 22), not a check: run only when asked, with
//   SCREENSHOT_DIR=docs/screenshots/after E2E_PORT=3220 npx playwright test e2e/screenshots.spec.ts
// Viewport-only PNGs of home, chat (with a conversation), dashboard (signed in, with moods) and
// breathing, at 390 and 1280 px, light and dark.
const dir = process.env.SCREENSHOT_DIR;

const sizes = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const themes = ['light', 'dark'] as const;

/** A week and a half of moods, imported as a Daylio file so they carry their own days. */
function moodHistory(): string {
  const moods = ['good', 'meh', 'rad', 'good', 'bad', 'good', 'rad', 'meh', 'good', 'good'];
  const lines = ['full_date,date,weekday,time,mood,activities,note_title,note'];
  const today = new Date();
  moods.forEach((mood, n) => {
    const day = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() - n - 1));
    lines.push(`${day.toISOString().slice(0, 10)},x,x,20:00,${mood},${n % 2 ? 'sport' : 'work'},,`);
  });
  return lines.join('\n');
}

async function settle(page: Page) {
  // Let transitions end so the picture shows the resting state.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 400)));
}

test.describe('screenshots', () => {
  test.skip(!dir, 'SCREENSHOT_DIR not set');
  test.setTimeout(240_000);

  for (const theme of themes) {
    for (const size of sizes) {
      test(`${theme} ${size.width}`, async ({ page, signUp }) => {
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        await page.addInitScript((t) => localStorage.setItem('steady-theme', t), theme);
        await page.setViewportSize(size);
        const name = (page_: string) => `${dir}/${page_}-${size.width}-${theme}.png`;

        await gotoAndSettle(page, '/');
        await settle(page);
        await page.screenshot({ path: name('home') });

        await gotoAndSettle(page, '/meditation');
        await page.getByRole('button', { name: /^Box Breathing/ }).click();
        await expect(page.getByRole('button', { name: 'Back to exercises' })).toBeVisible();
        await settle(page);
        await page.screenshot({ path: name('breathing') });

        await gotoAndSettle(page, '/chat');
        await expect(page.locator('body')).toHaveClass(/chat-page/);
        await page.getByRole('button', { name: /Work & Career/ }).click();
        const input = page.getByPlaceholder('Type your message');
        await input.fill('My manager keeps moving the goalposts and I am worn out');
        await input.press('Enter');
        await expect(input).toBeEnabled({ timeout: 20_000 });
        await input.fill('I never get a weekend to myself');
        await input.press('Enter');
        await expect(input).toBeEnabled({ timeout: 20_000 });
        await settle(page);
        await page.screenshot({ path: name('chat') });

        await signUp();
        const seeded = await page.request.post('/api/protected/mood/import', {
          data: { csv: moodHistory(), timeZone: 'UTC' },
        });
        expect(seeded.status(), await seeded.text()).toBe(200);
        await gotoAndSettle(page, '/progress');
        await expect(page.getByRole('tab', { name: 'Dashboard' })).toBeVisible();
        await settle(page);
        await page.screenshot({ path: name('dashboard') });

        await gotoAndSettle(page, '/');
        await settle(page);
        await page.screenshot({ path: name('home-signed-in') });

        // The journal (after only, issue 22 item 10): two entries of today show their time, and
        // a delete offers Undo. Entries go straight into this browser's storage, as the app keeps them.
        await page.evaluate(() => {
          const now = Date.now();
          const date = new Date(now).toLocaleDateString(undefined, {
            year: 'numeric',
            month: 'long',
            day: 'numeric',
          });
          const entry = (id: number, content: string) => ({
            id: String(id),
            date,
            prompt: 'What took most of your energy today?',
            content,
            category: 'work',
          });
          localStorage.setItem(
            'steady-journal-entries',
            JSON.stringify([
              entry(now - 9 * 3_600_000, 'Early start. The meeting went better than I feared.'),
              entry(now - 3_600_000, 'Went for a run after work. Head is clearer.'),
              entry(now - 60_000, 'Scratch note, delete me.'),
            ]),
          );
        });
        await gotoAndSettle(page, '/journal');
        await page
          .getByRole('article')
          .filter({ hasText: 'Scratch note' })
          .getByRole('button', { name: 'Delete entry' })
          .click();
        await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
        await page.getByRole('heading', { name: 'Your Journal Entries' }).scrollIntoViewIfNeeded();
        await settle(page);
        await page.screenshot({ path: name('journal') });
      });
    }
  }
});
