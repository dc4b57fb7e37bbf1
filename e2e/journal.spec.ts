import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import { expect, gotoAndSettle, test } from './fixtures';

const KEY = 'steady-journal-entries';
const PASSPHRASE = 'quiet harbour lantern';

/** Every request the page makes, flattened to text, so a test can prove what never left the browser. */
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

async function openJournal(page: Page) {
  await gotoAndSettle(page, '/journal');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Journal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Writing' })).toBeVisible();
}

async function writeEntry(page: Page, text: string, category = 'general') {
  await page.getByLabel('Category').selectOption(category);
  await page.getByRole('button', { name: 'Start Writing' }).click();
  await page.getByPlaceholder('Write your thoughts here...').fill(text);
  await page.getByRole('button', { name: 'Save Entry' }).click();
  await expect(toastWith(page, 'Journal saved')).toBeVisible();
}

const toastWith = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });

const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEY);

test.describe('personal journal', () => {
  test('write, reload, edit, search and delete, with nothing sent over the network', async ({
    page,
    signUp,
    checkA11y,
  }) => {
    const traffic = recordTraffic(page);
    await signUp();
    await openJournal(page);
    await expect(
      page.getByText('Your journal entries are stored only on this device'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Journal Entries' })).toHaveCount(0);
    await checkA11y();

    await page.getByLabel('Category').selectOption('stress');
    await page.getByRole('button', { name: 'Start Writing' }).click();
    await expect(page.getByRole('heading', { name: 'New Entry' })).toBeVisible();
    await expect(page.getByText('Managing Stress')).toBeVisible();
    const prompt = page.locator('#journal-prompt');
    const first = await prompt.textContent();
    await page.getByRole('button', { name: 'Try Another Prompt' }).click();
    await expect(prompt).not.toHaveText(first ?? '');
    await expect(prompt).toHaveCSS('font-style', 'italic');
    const box = page.getByPlaceholder('Write your thoughts here...');
    expect((await box.boundingBox())?.height).toBeGreaterThanOrEqual(200);
    await expect(page.getByRole('button', { name: 'Save Entry' })).toBeDisabled();
    await box.fill('   \n  ');
    await expect(page.getByRole('button', { name: 'Save Entry' })).toBeDisabled();
    await box.press('Control+Enter');
    await expect(toastWith(page, 'Cannot save')).toContainText(
      'Please write something before saving.',
    );
    await checkA11y();

    const secret = `Told nobody about the interview ${Date.now()}`;
    await box.fill(`${secret}\nSecond line stays on its own line.`);
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await expect(toastWith(page, 'Journal saved')).toContainText('Your entry has been saved.');
    await expect(page.getByText('1 entry saved')).toBeVisible();
    const entry = page.getByRole('article');
    await expect(entry).toContainText(secret);
    expect(await entry.locator('p.whitespace-pre-wrap').innerText()).toBe(
      `${secret}\nSecond line stays on its own line.`,
    );
    const list = JSON.parse((await stored(page)) ?? '[]');
    expect(list).toEqual([
      expect.objectContaining({ category: 'stress', content: expect.stringContaining(secret) }),
    ]);
    expect(list[0].id).toMatch(/^\d{13}$/);

    await page.reload();
    await expect(page.getByRole('article')).toContainText(secret);
    await expect(page.getByRole('article')).toContainText(/“.+”/);

    await page.getByRole('button', { name: 'Edit entry' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Entry' })).toBeVisible();
    await expect(page.getByLabel('Your entry')).toHaveValue(
      `${secret}\nSecond line stays on its own line.`,
    );
    const edited = `${secret} (went better than I feared)`;
    await page.getByLabel('Your entry').fill(edited);
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await expect(page.getByRole('article')).toContainText('went better than I feared');
    await expect(page.getByText('1 entry saved')).toBeVisible();
    await expect(page.getByLabel('Category')).toHaveValue('stress');

    await writeEntry(page, 'Walked the dog before work. Clear head.', 'work');
    await expect(page.getByText('2 entries saved')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search entries' }).fill('dog');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByText('1 of 2 entries match.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search entries' }).fill('');
    await checkA11y();

    await page
      .getByRole('article')
      .filter({ hasText: 'feared' })
      .getByRole('button', { name: 'Delete entry' })
      .click();
    await expect(toastWith(page, 'Entry deleted')).toContainText(
      'Your journal entry has been removed.',
    );
    await expect(page.getByText('1 entry saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(1);
    expectNotSent(traffic, 'interview', 'feared', 'Walked the dog');
  });

  test('lock with a passphrase, reload, unlock', async ({ page, signUp, checkA11y }) => {
    const traffic = recordTraffic(page);
    await signUp();
    await openJournal(page);
    const secret = `Private thought ${Date.now()}`;
    await writeEntry(page, secret);

    await page.getByRole('button', { name: 'Set a passphrase' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lock your journal' });
    await expect(dialog).toContainText(
      'If you forget this passphrase, your entries cannot be recovered.',
    );
    await dialog.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE);
    await dialog.getByLabel('Repeat passphrase').fill(`${PASSPHRASE}x`);
    await dialog.getByRole('button', { name: 'Lock journal' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The two passphrases do not match.');
    await checkA11y();
    await dialog.getByLabel('Repeat passphrase').fill(PASSPHRASE);
    await dialog.getByRole('button', { name: 'Lock journal' }).click();
    await expect(toastWith(page, 'Journal locked')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article')).toContainText(secret);

    const raw = (await stored(page)) ?? '';
    expect(raw).not.toContain('Private thought');
    expect(JSON.parse(raw)).toMatchObject({
      format: 'steady-journal-encrypted',
      kdf: { iterations: 600_000 },
    });

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your journal is locked' })).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);
    await checkA11y();
    await page.getByLabel('Passphrase').fill('wrong passphrase here');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'That passphrase did not unlock your journal.',
    );
    await page.getByLabel('Passphrase').fill(PASSPHRASE);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('article')).toContainText(secret);

    await writeEntry(page, 'Second secret written while unlocked');
    expect(await stored(page)).not.toContain('Second secret');
    await page.getByRole('button', { name: 'Lock now' }).click();
    await expect(page.getByRole('heading', { name: 'Your journal is locked' })).toBeVisible();
    expectNotSent(traffic, 'Private thought', 'Second secret', PASSPHRASE);
  });

  test('damaged data is kept aside and the page still works', async ({ page, signUp }) => {
    await signUp();
    await openJournal(page);
    await page.evaluate((key) => localStorage.setItem(key, '{"not": "a journal"'), KEY);
    await page.reload();
    await expect(page.getByRole('alert')).toContainText(
      'Some journal data on this device could not be read',
    );
    const backups = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('steady-journal-unreadable-'))
        .map((k) => localStorage.getItem(k)),
    );
    expect(backups).toEqual(['{"not": "a journal"']);
    await writeEntry(page, 'Life goes on');
    await expect(page.getByText('1 entry saved')).toBeVisible();
  });

  test('export to files and import them back, merging by id', async ({ page, signUp }) => {
    const traffic = recordTraffic(page);
    await signUp();
    await openJournal(page);
    await writeEntry(page, 'Exported words\nacross two lines');

    const jsonDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export backup (.json)' }).click();
    const jsonPath = (await (await jsonDownload).path()) ?? '';
    const json = await readFile(jsonPath, 'utf8');
    expect(JSON.parse(json).entries[0].content).toBe('Exported words\nacross two lines');

    const textDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as text (.txt)' }).click();
    const text = await readFile((await (await textDownload).path()) ?? '', 'utf8');
    expect(text).toContain('Exported words\nacross two lines');
    expect((await textDownload).suggestedFilename()).toMatch(
      /^steady-journal-\d{4}-\d{2}-\d{2}\.txt$/,
    );

    await page.getByTestId('journal-import-input').setInputFiles(jsonPath);
    await expect(toastWith(page, 'Import complete')).toContainText(
      'No new entries were added. 1 entry already in your journal was left as it was.',
    );
    await page.evaluate((key) => localStorage.removeItem(key), KEY);
    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(0);
    await page.getByTestId('journal-import-input').setInputFiles(jsonPath);
    await expect(toastWith(page, 'Import complete')).toContainText('Added 1 entry.');
    await expect(page.getByRole('article')).toContainText('Exported words');
    expectNotSent(traffic, 'Exported words');
  });

  test('two tabs see and keep each other’s entries', async ({ page, signUp }) => {
    await signUp();
    await openJournal(page);
    const other = await page.context().newPage();
    await openJournal(other);
    await writeEntry(page, 'Written in the first tab');
    await expect(other.getByRole('article')).toContainText('Written in the first tab');
    await writeEntry(other, 'Written in the second tab');
    await expect(page.getByText('2 entries saved')).toBeVisible();
    expect(JSON.parse((await stored(page)) ?? '[]')).toHaveLength(2);
    await other.close();
  });

  for (const width of [390, 1280]) {
    test(`screenshots at ${width}px`, async ({ page, signUp, shot: rawShot }) => {
      const shot = async (name: string) => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await rawShot(name);
      };
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      await signUp();
      await openJournal(page);
      await writeEntry(
        page,
        'Slept badly. Work is loud right now.\nTomorrow: walk at lunch, phone away after 10.',
        'stress',
      );
      await writeEntry(page, 'Called my brother. Should do that more often.', 'relationships');
      await shot(`journal-list-${width}`);
      await page.getByRole('button', { name: 'Start Writing' }).click();
      await page.getByPlaceholder('Write your thoughts here...').fill('Half-written thought');
      await shot(`journal-writing-${width}`);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Set a passphrase' }).click();
      await shot(`journal-lock-dialog-${width}`);
    });
  }
});

test.describe('journal on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('long entries are never cut by an inner scroll box; delete has an Undo that restores the entry; same-day entries show their time', async ({
    page,
    signUp,
    checkA11y,
  }) => {
    await signUp();
    await openJournal(page);
    const long = (n: number) =>
      `Entry ${n}. ${'A long evening of thinking it all over. '.repeat(12)}`;
    for (const n of [1, 2, 3]) await writeEntry(page, long(n));
    const before = await stored(page);

    const box = page.getByRole('region', { name: 'Journal entries' });
    // The page scrolls, not a 400 px box inside it: the box is as tall as its entries.
    const sizes = await box.evaluate((el) => ({
      client: el.clientHeight,
      scroll: el.scrollHeight,
    }));
    expect(sizes.scroll).toBeGreaterThan(400);
    expect(sizes.client).toBe(sizes.scroll);

    // Written the same day: each shows its time after the date.
    await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(
      /, \d{1,2}:\d{2}/,
    );

    const second = page.getByRole('article').filter({ hasText: 'Entry 2.' });
    await second.getByRole('button', { name: 'Delete entry' }).click();
    const undo = toastWith(page, 'Entry deleted').getByRole('button', { name: 'Undo' });
    // The pointer on the toast pauses its 5 s timer, as for a man reaching for Undo; without it,
    // a slow axe run on a busy machine outlasted the toast.
    await undo.hover();
    await expect(page.getByRole('article')).toHaveCount(2);
    await checkA11y();
    await undo.click();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('article').nth(1)).toContainText('Entry 2.');
    await expect(page.getByRole('article').nth(1)).toBeFocused();
    expect(await stored(page)).toBe(before);
  });
});
