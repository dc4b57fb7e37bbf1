import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import { expect, gotoAndSettle, test } from './fixtures';

const KEY = 'steady-safety-plan';
const PASSPHRASE = 'granite kettle morning';
// Words that would only ever be in a request if the plan leaked.
const SIGN = 'Staring at the ceiling at 3am';
const HELPER = 'Declan Byrne';
const HELPER_PHONE = '+44 7700 900123';

function recordTraffic(page: Page): string[] {
  const seen: string[] = [];
  const record = (request: Request) =>
    seen.push(
      [
        request.method(),
        request.url(),
        JSON.stringify(request.headers()),
        request.postData() ?? '',
      ].join('\n'),
    );
  page.context().on('request', record);
  return seen;
}

function expectNotSent(traffic: string[], ...secrets: string[]) {
  expect(traffic.length).toBeGreaterThan(0);
  for (const secret of secrets) {
    expect(
      traffic.filter((t) => t.includes(secret)),
      `a request carried "${secret}"`,
    ).toEqual([]);
  }
}

const step = (page: Page, title: string) =>
  page.getByRole('region', { name: new RegExp(`Step \\d: ${title}`) });

async function openPlan(page: Page) {
  await gotoAndSettle(page, '/safety-plan');
  await expect(page.getByRole('heading', { level: 1, name: 'My safety plan' })).toBeVisible();
  await expect(step(page, 'Signs it’s building')).toBeVisible();
}

async function fillPlan(page: Page) {
  const signs = step(page, 'Signs it’s building');
  await signs.getByRole('textbox').fill(SIGN);
  await signs.getByRole('button', { name: 'Add', exact: true }).click();
  await signs.getByRole('button', { name: 'Add Sunday nights' }).click();
  const alone = step(page, 'Things I can do on my own');
  await alone.getByRole('button', { name: 'Add Go for a walk or a run' }).click();
  await alone.getByRole('button', { name: 'Add Do the 4-7-8 breathing in Steady' }).click();
  const helpers = step(page, 'People I can ask for help');
  await helpers.getByLabel('Name').fill(HELPER);
  await helpers.getByLabel('Phone number').fill(HELPER_PHONE);
  await helpers.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(helpers.getByRole('link', { name: `Call ${HELPER}` })).toHaveAttribute(
    'href',
    'tel:+447700900123',
  );
  await expect(helpers.getByRole('link', { name: `Text ${HELPER}` })).toHaveAttribute(
    'href',
    'sms:+447700900123',
  );
  await step(page, 'My reasons to keep going').getByRole('button', { name: 'Add My kids' }).click();
  await expect(
    step(page, 'My reasons to keep going').getByText('My kids', { exact: true }),
  ).toBeVisible();
}

test.describe('safety plan', () => {
  test('fill a plan, reload, and it is there; the lines for his country are filled in', async ({
    page,
    checkA11y,
    shot,
  }) => {
    const traffic = recordTraffic(page);
    await openPlan(page);
    // The lines come first, before any plan.
    await expect(
      page.getByRole('region', { name: /Talk to someone first/ }).getByRole('link', {
        name: 'Call 988',
      }),
    ).toHaveAttribute('href', 'tel:988');
    await fillPlan(page);
    await expect(
      step(page, 'Professionals and lines').getByRole('heading', {
        name: '988 Suicide & Crisis Lifeline',
      }),
    ).toBeVisible();
    await checkA11y();

    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(step(page, 'Signs it’s building').getByText(SIGN, { exact: true })).toBeVisible();
    await expect(
      step(page, 'People I can ask for help').getByText(HELPER, { exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByTestId('wallet-card')).toContainText('Go for a walk or a run');
    await expect(page.getByTestId('wallet-card')).toContainText(`${HELPER}: ${HELPER_PHONE}`);
    const stored = await page.evaluate((key) => localStorage.getItem(key), KEY);
    expect(stored).toContain(SIGN);

    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.evaluate(
          (dark) => document.documentElement.classList.toggle('dark', dark),
          scheme === 'dark',
        );
        await shot(`safety-plan-${width}-${scheme}`);
        if (scheme === 'dark') await checkA11y();
      }
    }
    await page.evaluate(() => document.documentElement.classList.remove('dark'));

    // The wallet card, as paper shows it: one card, 85.6 x 54 mm, nothing cut off.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ media: 'print', colorScheme: 'light' });
    const card = page.getByTestId('wallet-card');
    const box = await card.boundingBox();
    expect(box?.width).toBeCloseTo((85.6 / 25.4) * 96, 0);
    expect(box?.height).toBeCloseTo((54 / 25.4) * 96, 0);
    const overflow = await card.evaluate((el) => el.scrollHeight - el.clientHeight);
    expect(overflow, 'the card content fits the card').toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'test-results/screens/wallet-card-print.png' });
    // Real print output: one page, holding the card.
    const pdf = (await page.pdf({ path: 'test-results/screens/wallet-card.pdf' })).toString(
      'latin1',
    );
    expect(pdf.match(/\/Type\s*\/Page\b/g)?.length, 'pages printed').toBe(1);
    await page.emulateMedia({ media: 'screen' });

    expectNotSent(traffic, SIGN, HELPER, 'Sunday nights', '7700');
  });

  test('lock it with a passphrase, reload, unlock; export and import', async ({
    page,
    checkA11y,
  }) => {
    const traffic = recordTraffic(page);
    await openPlan(page);
    await fillPlan(page);

    // Export first, then lock.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save a copy' }).click();
    const file = await (await download).path();
    const exported = await readFile(file, 'utf8');
    expect(JSON.parse(exported).format).toBe('steady-safety-plan-export');
    expect(exported).toContain(SIGN);

    await page.getByText('Lock it with a passphrase').click();
    await page.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE);
    await page.getByLabel('Repeat passphrase').fill(PASSPHRASE);
    await page.getByRole('button', { name: 'Lock my plan' }).click();
    await expect(page.getByRole('button', { name: 'Lock it now' })).toBeVisible({
      timeout: 20_000,
    });
    const stored = await page.evaluate((key) => localStorage.getItem(key) ?? '', KEY);
    expect(stored).toContain('steady-safety-plan-encrypted');
    expect(stored).not.toContain(SIGN);

    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { name: 'Your plan is locked' })).toBeVisible();
    // Locked or not, the lines are there.
    await expect(page.getByRole('link', { name: 'Call 988' }).first()).toBeVisible();
    await checkA11y();
    await page.getByLabel('Passphrase').fill('not the passphrase');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('alert')).toContainText('did not open your plan', {
      timeout: 20_000,
    });
    await page.getByLabel('Passphrase').fill(PASSPHRASE);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(step(page, 'Signs it’s building').getByText(SIGN, { exact: true })).toBeVisible({
      timeout: 20_000,
    });

    // A fresh device: no plan; importing the copy brings it all back.
    await page.evaluate((key) => localStorage.removeItem(key), KEY);
    await openPlan(page);
    await expect(step(page, 'Signs it’s building').getByText(SIGN, { exact: true })).toHaveCount(0);
    await page.getByLabel('Load a saved copy').setInputFiles(file);
    await expect(page.getByRole('status').filter({ hasText: 'Added what was new' })).toBeVisible();
    await expect(step(page, 'Signs it’s building').getByText(SIGN, { exact: true })).toBeVisible();
    await expect(
      step(page, 'People I can ask for help').getByText(HELPER, { exact: true }).first(),
    ).toBeVisible();
    // Importing the same file again adds nothing twice.
    await page.getByLabel('Load a saved copy').setInputFiles(file);
    await expect(step(page, 'Signs it’s building').getByText(SIGN, { exact: true })).toHaveCount(1);

    expectNotSent(traffic, SIGN, HELPER, PASSPHRASE);
  });

  test('the chat’s crisis panel offers a plan later, then opens his plan', async ({ page }) => {
    const crisisMessage = async () => {
      await page.goto('/chat');
      await expect(page.locator('body')).toHaveClass(/chat-page/);
      await page.getByRole('button', { name: /Emotions/ }).click();
      await page
        .getByPlaceholder('Type your message')
        .fill("honestly I don't want to wake up tomorrow");
      await page.getByPlaceholder('Type your message').press('Enter');
      await page.getByRole('button', { name: 'More lines' }).click();
      return page.getByRole('region', { name: /don't have to go through this alone/ });
    };
    let panel = await crisisMessage();
    await expect(panel.getByRole('link', { name: 'Call 988', exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'make a safety plan' })).toBeVisible();

    await openPlan(page);
    await fillPlan(page);
    panel = await crisisMessage();
    await panel.getByRole('link', { name: 'Open my safety plan' }).click();
    await expect(page).toHaveURL(/\/safety-plan$/);
    await expect(step(page, 'Signs it’s building').getByText(SIGN, { exact: true })).toBeVisible();

    // From Get help now and from /safety too.
    await page.getByRole('button', { name: 'Get help now' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Open my safety plan' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await gotoAndSettle(page, '/safety');
    await expect(page.getByRole('link', { name: 'Open my safety plan' })).toHaveAttribute(
      'href',
      '/safety-plan',
    );
  });
});
