import fs from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { parseCsv } from '../src/server/modules/progress/import/csv';
import { expect, gotoAndSettle, test } from './fixtures';

const FIXTURE = path.join(import.meta.dirname, '../test/fixtures/daylio-export.csv');

/** Twelve days through the import API: exercise with "rad" on six, "bad" without on six. */
function twelveDays(): string {
  const lines = ['full_date,date,weekday,time,mood,activities,note_title,note'];
  const today = new Date();
  for (let n = 1; n <= 12; n += 1) {
    const day = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() - n));
    const exercised = n % 2 === 0;
    lines.push(
      `${day.toISOString().slice(0, 10)},x,x,12:00,${exercised ? 'rad' : 'bad'},${exercised ? 'sport' : 'work'},,`,
    );
  }
  return lines.join('\n');
}

async function openMoodTab(page: Page) {
  await gotoAndSettle(page, '/progress');
  await page.getByRole('tab', { name: 'Mood Tracker' }).click();
  await expect(
    page.getByRole('heading', { name: 'What goes with your better days' }),
  ).toBeVisible();
}

async function downloadText(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: fs.readFileSync(file, 'utf8') };
}

test.describe('Mood insights and his data', () => {
  test('a check-in with tags, by pointer and keyboard; the timeline shows them', async ({
    page,
    signUp,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    await signUp();
    await openMoodTab(page);
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Save Mood' }) });
    await form.getByRole('radio', { name: 'Good', exact: true }).check({ force: true });
    await form
      .getByRole('group', { name: 'Tags' })
      .getByRole('button', { name: 'exercise' })
      .click();
    await form.getByRole('group', { name: 'Sleep' }).getByRole('button', { name: 'Good' }).click();
    // Keyboard: Space on a focused chip toggles it.
    const outdoors = form.getByRole('button', { name: 'outdoors' });
    await outdoors.focus();
    await page.keyboard.press('Space');
    await expect(outdoors).toHaveAttribute('aria-pressed', 'true');
    await form.getByLabel('Add your own tag').fill('Fishing');
    await page.keyboard.press('Enter');
    await expect(form.getByRole('button', { name: 'fishing' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await checkA11y();
    await form.getByRole('button', { name: 'Save Mood' }).click();
    await expect(
      page.getByText('Your mood check-in has been recorded.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Mood timeline' })).toContainText(
      'exercise · sleep: good · outdoors · fishing',
    );
  });

  test('insights appear once there are enough days, in plain words with counts', async ({
    page,
    signUp,
    checkA11y,
    shot,
  }) => {
    test.setTimeout(120_000);
    await signUp();
    const seeded = await page.request.post('/api/protected/mood/import', {
      data: { csv: twelveDays(), timeZone: 'UTC' },
    });
    expect(seeded.status(), await seeded.text()).toBe(200);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openMoodTab(page);
    await expect(
      page.getByText('On days you exercised, your mood averaged 5.0; without, 2.0.'),
    ).toBeVisible();
    await expect(page.getByText('Based on 6 days with and 6 days without.').first()).toBeVisible();
    await checkA11y();
    await shot('mood-insights-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText(/On days you exercised/)).toBeVisible();
    await checkA11y();
    await shot('mood-insights-390');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Your week' })).toBeVisible();
    await expect(page.getByText(/In the last 7 days you checked in on/)).toBeVisible();
    await checkA11y();
    await shot('dashboard-week-1280');
  });

  test('CSV export downloads and parses; the .ics reminder is valid iCalendar', async ({
    page,
    signUp,
  }) => {
    test.setTimeout(120_000);
    const { password } = await signUp();
    const saved = await page.request.post('/api/protected/mood', {
      data: { value: 4, note: 'A good one, "really"', tags: ['exercise', 'family'] },
    });
    expect(saved.status()).toBe(201);
    await openMoodTab(page);

    // His notes are in it: the password is asked for first (issue 20).
    await page.getByRole('button', { name: 'Download mood history (CSV)' }).click();
    const ask = page.getByRole('dialog', { name: 'Download your mood history' });
    await ask.getByLabel('Your password').fill(password);
    const csv = await downloadText(page, () =>
      ask.getByRole('button', { name: 'Download' }).click(),
    );
    expect(csv.name).toMatch(/^steady-moods-\d{4}-\d{2}-\d{2}\.csv$/);
    const records = parseCsv(csv.text).map((r) => r.fields);
    expect(records[0]).toEqual(['date', 'value', 'note', 'tags']);
    expect(records[1]?.slice(1)).toEqual(['4', 'A good one, "really"', 'exercise | family']);

    await page.getByLabel('Remind me every day at').fill('07:30');
    const ics = await downloadText(page, () =>
      page.getByRole('button', { name: 'Add to my calendar' }).click(),
    );
    expect(ics.name).toBe('steady-check-in.ics');
    const vevent = new ICAL.Component(ICAL.parse(ics.text)).getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT');
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe('Steady check-in');
    expect(event.startDate.hour).toBe(7);
    expect(event.startDate.minute).toBe(30);
    expect(event.isRecurring()).toBe(true);
    expect(String(vevent.getFirstPropertyValue('url'))).toBe(new URL('/progress', page.url()).href);
  });

  test('a Daylio import shows what the file holds, then what was imported', async ({
    page,
    signUp,
    checkA11y,
    shot,
    allowConsoleError,
  }) => {
    test.setTimeout(120_000);
    // The bad file below is refused with a 400 on purpose; the browser logs it.
    allowConsoleError(/status of 400 \(Bad Request\)/);
    await signUp();
    await openMoodTab(page);
    await page.getByLabel('Import a Daylio export (CSV)').setInputFiles({
      name: 'daylio_export.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,score\nbob,3'),
    });
    await expect(page.getByRole('alert')).toContainText('does not look like a Daylio export');
    await expect(page.getByRole('alert')).toContainText('Nothing was imported.');

    await page.getByLabel('Import a Daylio export (CSV)').setInputFiles(FIXTURE);
    await expect(page.getByText(/This file has 40 check-ins from/)).toBeVisible();
    await expect(page.getByText(/40 are new and 0 are already in your history/)).toBeVisible();
    await checkA11y();
    await shot('daylio-preview-1280');
    await page.getByRole('button', { name: 'Import 40 check-ins' }).click();
    await expect(page.getByText(/Imported 40 check-ins\. 0 were already there/)).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Mood timeline' }).getByRole('listitem'),
    ).toHaveCount(40);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('daylio-done-390');
  });
});
