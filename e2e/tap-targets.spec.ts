import type { Page } from '@playwright/test';
import { expect, gotoAndSettle, test } from './fixtures';

// On a phone every button and link meant for a finger is at least 44 × 44 px, or has a hit area
// that size (WCAG 2.5.5 / Apple and Material guidance). A link inside a sentence is exempt, as
// in WCAG 2.5.8. The hit area is measured, not assumed: the points 21 px left, right, above and
// below the target's centre must all land on the target (or on the label that operates it).

test.use({ viewport: { width: 390, height: 844 } });

const MIN = 44;
const REACH = MIN / 2 - 1;

type Small = { label: string; width: number; height: number };

async function smallTargets(page: Page, scope = 'body'): Promise<Small[]> {
  return page.evaluate(
    ({ scope, MIN, REACH }) => {
      const root = document.querySelector(scope) ?? document.body;
      const selector =
        'button, a[href], [role="tab"], [role="checkbox"], [role="radio"], input[type="checkbox"], input[type="radio"], summary, select';
      const found: Small[] = [];
      for (const candidate of Array.from(root.querySelectorAll<HTMLElement>(selector))) {
        if (candidate.closest('footer, p, .sr-only, [aria-hidden="true"]')) continue;
        if (candidate.tagName === 'A' && candidate.closest('li p, td')) continue;
        let target: HTMLElement = candidate;
        // A visually hidden radio or checkbox is operated through its label.
        if (candidate instanceof HTMLInputElement && candidate.labels?.[0]) {
          const own = candidate.getBoundingClientRect();
          if (own.width < 4 || own.height < 4) target = candidate.labels[0];
        }
        const style = getComputedStyle(target);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        // Instant: the page scrolls smoothly, and a smooth scroll would leave the target where it was
        // while its edges are probed, sometimes outside the viewport.
        target.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        const box = target.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (box.width >= MIN && box.height >= MIN) continue;
        const cx = box.left + box.width / 2;
        const cy = box.top + box.height / 2;
        const labels = target instanceof HTMLInputElement ? Array.from(target.labels ?? []) : [];
        const byId = target.id
          ? Array.from(document.querySelectorAll<HTMLElement>(`label[for="${target.id}"]`))
          : [];
        const owners = [target, ...labels, ...byId];
        const hits = [
          [cx - REACH, cy],
          [cx + REACH, cy],
          [cx, cy - REACH],
          [cx, cy + REACH],
        ].every(([x = 0, y = 0]) => {
          const hit = document.elementFromPoint(x, y);
          return hit !== null && owners.some((owner) => owner.contains(hit));
        });
        if (!hits)
          found.push({
            label: (target.getAttribute('aria-label') ?? target.textContent ?? target.tagName)
              .trim()
              .slice(0, 40),
            width: Math.round(box.width),
            height: Math.round(box.height),
          });
      }
      window.scrollTo(0, 0);
      return found;
    },
    { scope, MIN, REACH },
  );
}

async function expectFingerSized(page: Page, what: string, scope?: string) {
  expect(await smallTargets(page, scope), `${what}: targets under 44 px`).toEqual([]);
}

test.describe('tap targets at 390 px', () => {
  test('header, chat picker, conversation and feedback', async ({ page }) => {
    await gotoAndSettle(page, '/chat');
    await expect(page.locator('body')).toHaveClass(/chat-page/);
    await expectFingerSized(page, 'chat picker');
    await page.getByRole('button', { name: /Stress & Anxiety/ }).click();
    const input = page.getByPlaceholder('Type your message');
    await input.fill('Work has been relentless lately');
    await input.press('Enter');
    await expect(page.getByRole('button', { name: 'This reply was helpful' }).nth(1)).toBeVisible();
    await expectFingerSized(page, 'conversation');
  });

  test('Get help dialog and the mobile menu', async ({ page }) => {
    await gotoAndSettle(page, '/');
    await page.getByRole('button', { name: 'Get help now' }).click();
    await expect(page.getByRole('dialog', { name: 'Get help now' })).toBeVisible();
    await expectFingerSized(page, 'Get help dialog', 'dialog[open]');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /menu/i }).click();
    await expectFingerSized(page, 'mobile menu', 'header');
  });

  test('dashboard, achievements and mood tracker', async ({ page, signUp }) => {
    await signUp();
    await gotoAndSettle(page, '/progress');
    await expect(page.getByRole('tab', { name: 'Dashboard' })).toBeVisible();
    await expectFingerSized(page, 'dashboard');
    await page.getByRole('tab', { name: 'Achievements' }).click();
    await expectFingerSized(page, 'achievements');
    await page.getByRole('tab', { name: 'Mood Tracker' }).click();
    await expect(page.getByRole('button', { name: 'Save Mood' })).toBeVisible();
    await expectFingerSized(page, 'mood tracker');
  });

  test('breathing list and session', async ({ page }) => {
    await gotoAndSettle(page, '/meditation');
    await expectFingerSized(page, 'breathing list');
    await page.getByRole('button', { name: /^4-7-8 Breathing/ }).click();
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
    await expectFingerSized(page, 'breathing session');
  });
});
