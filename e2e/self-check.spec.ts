import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, gotoAndSettle, tabTo, test } from './fixtures';

const KEY = 'steady-self-checks';

test.beforeEach(async ({ page }) => {
  // Crisis lines follow the browser's country; pin it so the expected lines are the US ones.
  await page.addInitScript(() => localStorage.setItem('steady-country', 'US'));
});

/**
 * Answers the questions on screen by keyboard: Tab into each radio group, then Space for the first
 * answer or ArrowDown n times for answer n (native radios check as they move).
 */
async function answerByKeyboard(page: Page, values: readonly number[]) {
  for (const value of values) {
    await page.keyboard.press('Tab');
    if (value === 0) await page.keyboard.press('Space');
    for (let i = 0; i < value; i++) await page.keyboard.press('ArrowDown');
  }
}

async function startCheck(page: Page, topic: 'mood' | 'anxiety' | 'drinking') {
  await tabTo(page, page.getByRole('button', { name: `Start the ${topic} check` }));
  await page.keyboard.press('Enter');
  await expect(page.locator('h2:focus')).toContainText(/check/);
}

async function submitByKeyboard(page: Page, name: string) {
  await tabTo(page, page.getByRole('button', { name }));
  await page.keyboard.press('Enter');
}

const stored = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), KEY);

test.describe('self-check', () => {
  test('each check by keyboard alone, signed out, kept only on the device', async ({
    page,
    checkA11y,
    shot,
  }) => {
    test.setTimeout(180_000);
    const protectedCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/protected/')) protectedCalls.push(r.url());
    });
    await gotoAndSettle(page, '/check-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Self-check' })).toBeVisible();
    await expect(page.getByText('No results yet. Take a check above to start.')).toBeVisible();
    await checkA11y();

    // Mood: the first two score 3, so the other seven follow, then the optional difficulty.
    await startCheck(page, 'mood');
    await answerByKeyboard(page, [2, 1]);
    await submitByKeyboard(page, 'Continue');
    await expect(page.locator(':focus')).toHaveText(/A few more questions/);
    await answerByKeyboard(page, [1, 2, 0, 1, 0, 1, 0, 1]);
    await checkA11y();
    await submitByKeyboard(page, 'See my results');
    await expect(page.locator('h2:focus')).toHaveText('Your mood check');
    await expect(page.getByText('Score 8 out of 27 on the PHQ-9.')).toBeVisible();
    const result = page.getByRole('region', { name: 'Your mood check' });
    await expect(result.getByText('Some signs of low mood', { exact: true })).toBeVisible();
    await expect(page.getByText(/This is a check, not a diagnosis/).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Tools for this result' })).toContainText(
      'Exercise and mental health',
    );
    await checkA11y();

    // Mood again, stopping after two: the PHQ-2 alone.
    await submitByKeyboard(page, 'Take another check');
    await startCheck(page, 'mood');
    await answerByKeyboard(page, [0, 1]);
    await submitByKeyboard(page, 'Continue');
    await expect(page.getByText('Score 1 out of 6 on the PHQ-2.')).toBeVisible();
    await expect(result.getByText('Few signs of low mood', { exact: true })).toBeVisible();

    // Anxiety.
    await submitByKeyboard(page, 'Take another check');
    await startCheck(page, 'anxiety');
    await answerByKeyboard(page, [2, 2, 2, 1, 1, 2, 1]);
    await submitByKeyboard(page, 'See my results');
    await expect(page.getByText('Score 11 out of 21 on the GAD-7.')).toBeVisible();
    await expect(page.getByText('When to see a GP')).toBeVisible();
    await expect(page.getByText(/Book a GP appointment in the next week or two/)).toBeVisible();

    // Drinking: "Never" skips the other two questions.
    await submitByKeyboard(page, 'Take another check');
    await startCheck(page, 'drinking');
    await answerByKeyboard(page, [0]);
    await expect(page.locator('fieldset')).toHaveCount(1);
    await submitByKeyboard(page, 'See my results');
    await expect(page.getByText('Score 0 out of 12 on the AUDIT-C.')).toBeVisible();
    await expect(page.getByText('Kept on this device only.')).toBeVisible();

    const kept = await stored(page);
    expect(
      kept.map((r: { instrument: string; answers: number[] }) => [r.instrument, r.answers]),
    ).toEqual([
      ['phq9', [2, 1, 1, 2, 0, 1, 0, 1, 0]],
      ['phq9', [0, 1]],
      ['gad7', [2, 2, 2, 1, 1, 2, 1]],
      ['auditc', [0, 0, 0]],
    ]);
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(
      page.getByRole('list', { name: 'Mood results' }).getByRole('listitem'),
    ).toHaveCount(2);
    await expect(page.getByText(/^Anxiety \(GAD-7\): 1 result\. Latest 11 of 21/)).toBeVisible();
    await checkA11y();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('self-check-history-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot('self-check-history-1280');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my results' }).click(),
    ]);
    const file = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
    expect(file.format).toBe('steady-self-checks/1');
    expect(file.results.map((r: { check: string; score: number }) => [r.check, r.score])).toEqual([
      ['PHQ-9', 8],
      ['PHQ-9', 1],
      ['GAD-7', 11],
      ['AUDIT-C', 0],
    ]);
    expect(protectedCalls, 'signed out, nothing goes to an account').toEqual([]);
  });

  test('item 9 answered "several days" opens the crisis flow before any score', async ({
    page,
    checkA11y,
    shot,
  }) => {
    test.setTimeout(120_000);
    await gotoAndSettle(page, '/check-in');
    await page.getByRole('button', { name: 'Start the mood check' }).click();
    const answer = async (number: number, label: string) =>
      page
        .getByRole('group', { name: new RegExp(`^${number}\\. `) })
        .getByRole('radio', { name: label, exact: true })
        .check();
    await answer(1, 'Several days');
    await answer(2, 'Several days');
    await page.getByRole('button', { name: 'Continue' }).click();
    for (let n = 3; n <= 8; n++) await answer(n, 'Not at all');
    await answer(9, 'Several days');
    await page.getByRole('button', { name: 'See my results' }).click();

    const flow = page.getByTestId('self-check-crisis');
    await expect(
      flow.getByRole('heading', { name: 'Before your results: are you safe right now?' }),
    ).toBeFocused();
    await expect(flow).toContainText('came up several days in the last two weeks');
    await expect(
      flow.getByRole('heading', { name: '988 Suicide & Crisis Lifeline' }),
    ).toBeVisible();
    await expect(flow.getByRole('link', { name: 'Call 988', exact: true })).toHaveAttribute(
      'href',
      'tel:988',
    );
    await expect(
      flow.getByText(
        'Are you thinking about ending your life, or in danger of hurting yourself, right now?',
      ),
    ).toBeVisible();
    // No score, no band, no history, and nothing kept yet.
    await expect(page.getByText(/out of 27|Score \d/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Your results', exact: true })).toHaveCount(0);
    expect(await stored(page)).toEqual([]);
    await checkA11y();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('self-check-crisis-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    await flow.getByRole('button', { name: "Yes, or I'm not sure" }).click();
    // The emergency line in the list, and the same number offered again with his answer.
    await expect(flow.getByRole('link', { name: 'Call 911', exact: true })).toHaveCount(2);
    await shot('self-check-crisis-1280');
    await flow.getByRole('button', { name: 'Continue to my results' }).click();
    await expect(page.getByText('Score 3 out of 27 on the PHQ-9.')).toBeVisible();
    expect(await stored(page)).toHaveLength(1);
  });

  test('signed in: save to the account, see the trend, and print the GP note', async ({
    page,
    signUp,
    checkA11y,
    shot,
  }) => {
    test.setTimeout(180_000);
    await signUp();
    const mood = await page.request.post('/api/protected/mood', { data: { value: 4 } });
    expect(mood.status()).toBe(201);
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await gotoAndSettle(page, '/check-in');
    for (const answers of [
      ['2 to 3 times a week', '3 or 4', 'Monthly'],
      ['4 or more times a week', '5 or 6', 'Weekly'],
    ]) {
      await page.getByRole('button', { name: 'Start the drinking check' }).click();
      for (const [i, label] of answers.entries())
        await page
          .getByRole('group', { name: new RegExp(`^${i + 1}\\. `) })
          .getByRole('radio', { name: label, exact: true })
          .check();
      await page.getByRole('button', { name: 'See my results' }).click();
      await page.getByRole('button', { name: 'Save to my account' }).click();
      await expect(page.getByText('Saved to your account.', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Take another check' }).click();
    }
    // The account has them even when this device forgets them.
    await page.evaluate((key) => localStorage.removeItem(key), KEY);
    await gotoAndSettle(page, '/check-in');
    const drinking = page.getByRole('list', { name: 'Drinking results' });
    await expect(drinking.getByRole('listitem')).toHaveCount(2);
    await expect(drinking.getByRole('listitem').first()).toContainText('On your account');
    await expect(drinking.getByRole('listitem').first()).toContainText('9 / 12');
    const chart = page.getByRole('img', {
      name: /^Drinking \(AUDIT-C\): 2 results\. Latest 9 of 12/,
    });
    await expect(chart.locator('circle')).toHaveCount(2);
    await expect(chart.locator('path')).toHaveCount(1);
    await checkA11y();

    const note = page.locator('#gp-note');
    await expect(note.getByRole('row', { name: /AUDIT-C/ })).toContainText('9 / 12');
    await expect(note).toContainText('Mood tracking (1 = very low, 5 = great)');
    await expect(note).toContainText(
      'Last 30 days: average 4.0 from 1 check-in; the 30 days before: no check-ins.',
    );
    await note
      .getByLabel('What I want to say')
      .fill('Sleeping badly since March. Drinking to switch off.');
    await note.getByRole('button', { name: 'Print the GP note' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Your results', exact: true })).toBeHidden();
    await expect(
      note.locator('div.gp-note-print-only', { hasText: 'Sleeping badly since March.' }),
    ).toBeVisible();
    await shot('self-check-gp-note-print');
    await page.emulateMedia({ media: 'screen' });

    const activity = await page.request.get('/api/protected/activity');
    expect((await activity.json()).map((a: { details: string }) => a.details)).toContain(
      'Took the drinking self-check (AUDIT-C)',
    );
  });

  test('axe clean in dark mode, at both widths', async ({ page, checkA11y, shot }) => {
    await page.addInitScript(() => localStorage.setItem('steady-theme', 'dark'));
    await gotoAndSettle(page, '/check-in');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await checkA11y();
    await page.getByRole('button', { name: 'Start the anxiety check' }).click();
    await page.getByRole('radio', { name: 'Several days' }).first().check();
    await checkA11y();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('self-check-dark-390');
  });
});
