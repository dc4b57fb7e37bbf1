import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Nothing on a page may jump while it loads and hydrates (Lighthouse's CLS, 25 % of its
// performance score): a placeholder shorter than the page once pulled the footer up the screen
// and back down on a signed-out visit to /progress (0.9), and the safety plan's spinner pushed it
// out of view (0.05). Every prerendered page, the private ones included (they send a signed-out
// visitor to /auth), at Lighthouse's phone size and at a desktop width, on a CPU slowed 4× as
// Lighthouse slows it for a phone: a slow parser paints mid-document, which a fast one hides.
const MAX_SHIFT = 0.01;
const CPU_SLOWDOWN = 4;

const manifest = (
  JSON.parse(fs.readFileSync(path.resolve('dist/client/prerendered/manifest.json'), 'utf8')) as {
    pages: Record<string, string>;
  }
).pages;
const pages = Object.keys(manifest);
const prerendered = (urlPath: string) =>
  path.resolve('dist/client/prerendered', manifest[urlPath] ?? '');

async function shiftWhileLoading(
  page: Page,
  urlPath: string,
): Promise<{ total: number; what: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
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
      test.setTimeout(180_000);
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

// A first paint mid-footer let <main> (flex-1) stretch over the part not yet parsed, and the
// footer jumped up when the rest arrived: 0.028 on /chat at desktop width, on a loaded machine.
// The shell holds the first paint until the footer's last line is parsed; a paint after the
// footer's opening tag alone still jumped (0.057), so the marker must be its last element.
test('every prerendered page with the footer holds its first paint until the footer is parsed', () => {
  const holds = '<link rel="expect" href="#site-footer-end" blocking="render"';
  const withFooter = pages
    .map((urlPath) => ({ urlPath, html: fs.readFileSync(prerendered(urlPath), 'utf8') }))
    .filter(({ html }) => html.includes('<footer'));
  expect(withFooter.length).toBeGreaterThan(10);
  for (const { urlPath, html } of withFooter) {
    expect(html.includes(holds), `${urlPath} holds its first paint`).toBe(true);
    const marker = html.indexOf('id="site-footer-end"');
    expect(marker, `${urlPath} has the footer's end marker`).toBeGreaterThan(-1);
    // Only the marker's own text (React's <!-- --> joins included) and closing tags lie between
    // it and the footer's end.
    const rest = html.slice(marker, html.indexOf('</footer>'));
    expect(rest.slice(rest.indexOf('>') + 1).replaceAll('<!-- -->', ''), urlPath).toMatch(
      /^[^<]*(<\/[a-z]+>\s*)+$/,
    );
  }
});
