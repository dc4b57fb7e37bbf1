import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, gotoAndSettle, test } from './fixtures';

// The offline crisis kit: after one visit, the service worker (src/service-worker) serves what a
// man needs with no connection. These run in the real browser with Playwright's offline mode.

const SW_FILE = path.resolve('dist/client/sw.js');
const PLAN_ITEM = 'Walk the long way round the reservoir';

const toastWith = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });

async function addToPlan(page: Page, text: string) {
  const step = page.getByRole('region', { name: /Step 2: Things I can do on my own/ });
  await step.getByRole('textbox').fill(text);
  await step.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(step.getByText(text, { exact: true })).toBeVisible();
}

/** Waits until this build's worker is installed (precache complete) and controls the page. */
async function waitForWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

test.describe('offline crisis kit', () => {
  test('after one visit: plan, breathing, journal, a module and /safety work offline; chat says it needs a connection', async ({
    page,
    context,
    signUp,
    checkA11y,
    shot,
  }) => {
    test.setTimeout(180_000);
    await signUp();
    await gotoAndSettle(page, '/safety-plan');
    await addToPlan(page, PLAN_ITEM);
    await waitForWorker(page);
    // The journal sits behind sign-in: this visit is what lets it open offline.
    await gotoAndSettle(page, '/journal');
    await expect(page.getByRole('button', { name: 'Start Writing' })).toBeVisible();

    await context.setOffline(true);

    await gotoAndSettle(page, '/safety-plan');
    await expect(page.getByText(PLAN_ITEM, { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Offline')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call 988' }).first()).toHaveAttribute(
      'href',
      'tel:988',
    );
    await checkA11y();
    await shot('offline-safety-plan');

    await gotoAndSettle(page, '/safety');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Safety and Crisis Support' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open my safety plan' })).toBeVisible();

    await gotoAndSettle(page, '/resources/modules/work-stress');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await gotoAndSettle(page, '/journal');
    await page.getByRole('button', { name: 'Start Writing' }).click();
    await page
      .getByPlaceholder('Write your thoughts here...')
      .fill('Written on the train, no signal');
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await expect(toastWith(page, 'Journal saved')).toBeVisible();
    await expect(page.getByText('Written on the train, no signal')).toBeVisible();

    // A whole 4-7-8 session, on Playwright's clock.
    await page.clock.install();
    await gotoAndSettle(page, '/meditation');
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByRole('button', { name: /^4-7-8 Breathing/ }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByTestId('breathing-cycle')).toHaveText('Cycle 1 of 4');
    await page.clock.runFor(76_500);
    await expect(page.getByRole('heading', { name: 'Well done!' })).toBeVisible();
    await page.clock.resume();

    await page.goto('/chat');
    const offline = page.getByTestId('chat-offline');
    await expect(offline).toBeVisible();
    await expect(
      offline.getByRole('heading', { name: 'The chat needs a connection' }),
    ).toBeVisible();
    await expect(offline.getByRole('link', { name: 'Call 988', exact: true })).toHaveAttribute(
      'href',
      'tel:988',
    );
    await expect(offline.getByRole('link', { name: 'Open my safety plan' })).toBeVisible();
    await checkA11y();
    await shot('offline-chat');

    // Back online, the chat is the chat again.
    await context.setOffline(false);
    await expect(
      page.getByRole('heading', { level: 1, name: 'What would you like to talk about?' }),
    ).toBeVisible();
  });

  test('a new deploy is picked up, he is told, and nothing is lost', async ({ page }) => {
    const original = fs.readFileSync(SW_FILE, 'utf8');
    const deployed = original.replace(
      /\{"revision":"[0-9a-f]+","url":"\/safety"\}/,
      '{"revision":"next-deploy","url":"/safety"}',
    );
    expect(deployed).not.toBe(original);
    try {
      await gotoAndSettle(page, '/safety-plan');
      await addToPlan(page, PLAN_ITEM);
      await waitForWorker(page);

      fs.writeFileSync(SW_FILE, deployed);
      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await expect(toastWith(page, 'Steady has been updated')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(PLAN_ITEM, { exact: true })).toBeVisible();
      // The new build's precache is the one in use.
      const keys = await page.evaluate(async () => {
        const names = await caches.keys();
        const all = await Promise.all(
          names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
        );
        return all.flat();
      });
      expect(keys.some((url) => url.includes('__WB_REVISION__=next-deploy'))).toBe(true);
    } finally {
      fs.writeFileSync(SW_FILE, original);
    }
  });

  test('it can be installed: Chromium finds nothing missing, and the manifest has the shortcuts', async ({
    page,
  }) => {
    await gotoAndSettle(page, '/');
    await waitForWorker(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Playwright's contexts are incognito, which Chromium reports on its own; anything the app
    // gets wrong (manifest, icons, worker) would be listed beside it.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest.display).toBe('standalone');
    expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual([
      '/safety',
      '/safety-plan',
      '/meditation',
      '/journal',
    ]);
  });
});
