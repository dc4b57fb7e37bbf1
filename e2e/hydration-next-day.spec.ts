import fs from 'node:fs';
import path from 'node:path';
import { test } from './fixtures';

// Public pages are prerendered at build time, and a build is served for days. A page that writes
// today's date into its first render fails hydration on any later day (React #418: the client's
// text differs from the HTML), which throws away the server's HTML and shifts the page; on
// /check-in the printed GP note also kept the build day. The fixtures fail a test on any console
// error, so each page is opened a day and a half after now, as a visitor would the next day.
const pages = Object.keys(
  (
    JSON.parse(fs.readFileSync(path.resolve('dist/client/prerendered/manifest.json'), 'utf8')) as {
      pages: Record<string, string>;
    }
  ).pages,
);

test.describe('a prerendered page opened the day after its build', () => {
  for (const urlPath of pages)
    test(`${urlPath} hydrates without an error`, async ({ page }) => {
      await page.clock.setSystemTime(new Date(Date.now() + 36 * 3600 * 1000));
      await page.goto(urlPath);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
    });
});
