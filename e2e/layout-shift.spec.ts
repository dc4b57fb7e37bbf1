import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Nothing on a page may jump while it loads and hydrates (Lighthouse's CLS, 25 % of its
// performance score): a placeholder shorter than the page once pulled the footer up the screen
// and back down on a signed-out visit to /progress (0.9), and the safety plan's spinner pushed it
// out of view (0.05). Every prerendered page, the private ones included (they send a signed-out
// visitor to /auth), at Lighthouse's phone size and at a desktop width.
const MAX_SHIFT = 0.01;

const pages = Object.keys(
  (
    JSON.parse(fs.readFileSync(path.resolve('dist/client/prerendered/manifest.json'), 'utf8')) as {
      pages: Record<string, string>;
    }
  ).pages,
);

async function shiftWhileLoading(
  page: Page,
  urlPath: string,
): Promise<{ total: number; what: string[] }> {
  await page.goto(urlPath);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  // A redirect or a late chunk can shift things after the network settles: give it a moment.
  await page.waitForTimeout(500);
  return page.evaluate(
    () =>
      new Promise<{ total: number; what: string[] }>((resolve) => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node | null }[];
        };
        new PerformanceObserver((list) => {
          const shifts = (list.getEntries() as Shift[]).filter((e) => !e.hadRecentInput);
          resolve({
            total: shifts.reduce((sum, e) => sum + e.value, 0),
            what: shifts.map(
              (e) =>
                `${e.value.toFixed(3)} ${e.sources
                  .map((s) =>
                    s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : '?',
                  )
                  .join(', ')}`,
            ),
          });
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: the observer's callback never runs.
        setTimeout(() => resolve({ total: 0, what: [] }), 200);
      }),
  );
}

for (const { name, viewport } of [
  { name: 'phone', viewport: { width: 412, height: 823 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
]) {
  test.describe(`layout shift (${name})`, () => {
    test.use({ viewport });

    test(`no page shifts its layout by more than ${MAX_SHIFT} while it loads`, async ({ page }) => {
      test.setTimeout(120_000);
      expect(pages.length).toBeGreaterThan(10);
      const shifted: string[] = [];
      for (const urlPath of pages) {
        const { total, what } = await shiftWhileLoading(page, urlPath);
        if (total > MAX_SHIFT) shifted.push(`${urlPath}: ${total.toFixed(3)} (${what.join('; ')})`);
      }
      expect(shifted).toEqual([]);
    });
  });
}
