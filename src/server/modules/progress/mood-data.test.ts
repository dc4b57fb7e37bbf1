import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { accountExportSchema } from '@shared/contracts/account';
import { importSummarySchema, moodInsightsSchema } from '@shared/contracts/mood-data';
import type { MoodEntry } from '@shared/contracts/progress';
import { moods } from '../../db/schema';
import { describeEngines, reauth, signUp, type TestServer } from '../../../../test/server-harness';
import { parseCsv } from './import/csv';

const DAY = 24 * 60 * 60 * 1000;
const FIXTURE = fs.readFileSync(
  path.join(import.meta.dirname, '../../../../test/fixtures/daylio-export.csv'),
  'utf8',
);

function client(app: FastifyInstance, cookie: string) {
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return {
    call,
    saveMood: (body: object) => call('POST', '/api/protected/mood', body),
    moods: async () => (await call('GET', '/api/protected/mood')).json<MoodEntry[]>(),
    insights: (timeZone = 'UTC') =>
      call('GET', `/api/protected/mood/insights?timeZone=${encodeURIComponent(timeZone)}`),
    import: (csv: string, options: { dryRun?: boolean; timeZone?: string } = {}) =>
      call('POST', '/api/protected/mood/import', { csv, ...options }),
    csv: async () => {
      await reauth(app, cookie);
      return call('GET', '/api/protected/export?format=csv');
    },
  };
}

/** Rows written straight to the table: insight tests need chosen dates, not the clock's. */
async function seed(
  server: TestServer,
  userId: number,
  rows: { at: string; value: number; tags?: string[] }[],
) {
  await server.database.db.insert(moods).values(
    rows.map((row) => ({
      userId,
      value: row.value,
      tags: row.tags ?? [],
      createdAt: new Date(row.at),
    })),
  );
}

const day = (n: number, time = '12:00') =>
  new Date(Date.parse(`2026-03-02T${time}:00Z`) + n * DAY).toISOString();

/** A five-year Daylio file: one entry a day, newest first, activities rotating through a week. */
function fiveYearDaylio(): string {
  const lines = ['full_date,date,weekday,time,mood,activities,note_title,note'];
  const moodNames = ['awful', 'bad', 'meh', 'good', 'rad'];
  for (let i = 5 * 365 + 1; i >= 0; i -= 1) {
    const date = new Date(Date.UTC(2021, 0, 1) + i * DAY).toISOString().slice(0, 10);
    const activities = i % 3 === 0 ? 'sport | good sleep' : i % 7 === 0 ? 'beer' : '';
    lines.push(`${date},x,x,21:0${i % 10},${moodNames[i % 5]},${activities},,note ${i}`);
  }
  return lines.join('\n');
}

describeEngines('mood data: tags, insights, CSV export, Daylio import', (server) => {
  const newUser = async () => {
    const { app } = server();
    const user = await signUp(app);
    return { ...user, api: client(app, user.cookie) };
  };

  it('saves tags normalised and without repeats, and lists them', async () => {
    const { api } = await newUser();
    const saved = await api.saveMood({
      value: 4,
      tags: ['Exercise', ' screen   TIME ', 'exercise'],
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ value: 4, tags: ['exercise', 'screen time'] });
    const plain = await api.saveMood({ value: 3 });
    expect(plain.json().tags).toEqual([]);
    expect((await api.moods()).map((m) => m.tags)).toEqual([[], ['exercise', 'screen time']]);
  });

  it('refuses tags that are too long, too many, empty or not text, and saves nothing', async () => {
    const { api } = await newUser();
    const cases: [unknown, RegExp][] = [
      [['a'.repeat(25)], /at most 24 characters/],
      [Array.from({ length: 21 }, (_, i) => `tag ${i}`), /At most 20 tags/],
      [['   '], /must not be empty/],
      [[42], /tags/i],
      ['exercise', /tags/i],
      [['bad\u0007bell'], /control characters/],
    ];
    for (const [tags, message] of cases) {
      const response = await api.saveMood({ value: 3, tags });
      expect(response.statusCode, JSON.stringify(tags)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect((await api.saveMood({ value: 3, tags: ['a'.repeat(24)] })).statusCode).toBe(201);
    expect(await api.moods()).toHaveLength(1);
  });

  it('compares days with and without each tag, by day, and holds back thin tags', async () => {
    const { id, api } = await newUser();
    const rows = [];
    // Six days with exercise (mood 4), six without (mood 2); alcohol on four days only.
    for (let n = 0; n < 12; n += 1) {
      const exercised = n < 6;
      rows.push({
        at: day(n),
        value: exercised ? 4 : 2,
        tags: [...(exercised ? ['exercise'] : []), ...(n % 3 === 0 ? ['alcohol'] : [])],
      });
    }
    // A second check-in on day 0 without the tag: the day still counts once, mean (4 + 5) / 2.
    rows.push({ at: day(0, '20:00'), value: 5, tags: [] });
    await seed(server(), id, rows);

    const response = await api.insights();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const insights = moodInsightsSchema.parse(response.json());
    expect(insights.days).toBe(12);
    expect(insights.tags).toEqual([
      { tag: 'exercise', withDays: 6, withMean: 4.08, withoutDays: 6, withoutMean: 2 },
    ]);
    expect(insights.tagsNeedingData).toEqual([{ tag: 'alcohol', withDays: 4, withoutDays: 8 }]);
    // 12 days over 7 weekdays: no weekday has 3 days yet.
    expect(insights.bestWeekday).toBeNull();
    expect(insights.worstWeekday).toBeNull();
  });

  it('names the best and worst weekday once weekdays have enough days', async () => {
    const { id, api } = await newUser();
    // 2026-03-02 is a Monday. Four weeks: Saturdays 5, Mondays 1, the rest 3.
    const rows = Array.from({ length: 28 }, (_, n) => ({
      at: day(n),
      value: n % 7 === 5 ? 5 : n % 7 === 0 ? 1 : 3,
    }));
    await seed(server(), id, rows);
    const insights = moodInsightsSchema.parse((await api.insights()).json());
    expect(insights.bestWeekday).toEqual({ weekday: 6, days: 4, mean: 5 });
    expect(insights.worstWeekday).toEqual({ weekday: 1, days: 4, mean: 1 });
    expect(insights.tags).toEqual([]);
  });

  it('gives nothing to read for a new user, and counts days in his time zone', async () => {
    const { id, api } = await newUser();
    expect((await api.insights()).json()).toEqual({
      days: 0,
      tags: [],
      tagsNeedingData: [],
      bestWeekday: null,
      worstWeekday: null,
    });
    // 23:30 and 00:30 UTC are two UTC days, but one evening in New York.
    await seed(server(), id, [
      { at: '2026-03-02T23:30:00Z', value: 3 },
      { at: '2026-03-03T00:30:00Z', value: 3 },
    ]);
    expect((await api.insights('UTC')).json().days).toBe(2);
    expect((await api.insights('America/New_York')).json().days).toBe(1);
    const bad = await api.insights('Mars/Olympus');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/time zone/i);
    expect((await api.insights('+01:00')).statusCode).toBe(400);
  });

  it('exports the mood history with tags as CSV and as JSON', async () => {
    const { app } = server();
    const { api, cookie } = await newUser();
    await api.saveMood({ value: 4, note: 'ok, "fine"\nreally', tags: ['exercise', 'family'] });
    await api.saveMood({ value: 2, note: '=HYPERLINK("x")' });
    const response = await api.csv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="steady-moods-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const records = parseCsv(response.body).map((r) => r.fields);
    expect(records[0]).toEqual(['date', 'value', 'note', 'tags']);
    expect(records.slice(1).map((r) => r.slice(1))).toEqual([
      ['4', 'ok, "fine"\nreally', 'exercise | family'],
      // A spreadsheet would run a leading "=" as a formula.
      ['2', `'=HYPERLINK("x")`, ''],
    ]);
    expect(records[1]?.[0]).toBe(server().clock.now().toISOString());

    await reauth(app, cookie);
    const json = accountExportSchema.parse(
      (await app.inject({ url: '/api/protected/export', headers: { cookie } })).json(),
    );
    expect(json.moods.map((m) => m.tags)).toEqual([['exercise', 'family'], []]);
    const bad = await api.call('GET', '/api/protected/export?format=xml');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/json or csv/);
  });

  it('previews a real Daylio export, then imports it with moods, notes and tags', async () => {
    const { api } = await newUser();
    const preview = importSummarySchema.parse(
      (await api.import(FIXTURE, { dryRun: true, timeZone: 'Europe/London' })).json(),
    );
    expect(preview).toMatchObject({ dryRun: true, rows: 40, imported: 40, duplicates: 0 });
    // Oldest row 2026-09-01 21:02 and newest 2026-10-06 19:33, London summer time (UTC+1).
    expect(preview.firstDate).toBe('2026-09-01T20:02:00.000Z');
    expect(preview.lastDate).toBe('2026-10-06T18:33:00.000Z');
    expect(preview.tags).toEqual(expect.arrayContaining(['exercise', 'sleep: good', 'work']));
    expect(preview.tags).not.toContain('sport');
    expect(await api.moods()).toEqual([]);

    const done = importSummarySchema.parse(
      (await api.import(FIXTURE, { timeZone: 'Europe/London' })).json(),
    );
    expect(done).toMatchObject({ dryRun: false, rows: 40, imported: 40, duplicates: 0 });
    const list = await api.moods();
    expect(list).toHaveLength(40);
    // Newest row: 2026-10-06 19:33 in London (BST, UTC+1), "awful", reading | medium sleep.
    expect(list[0]).toEqual({
      id: expect.any(Number),
      value: 1,
      date: '2026-10-06T18:33:00.000Z',
      tags: ['reading', 'sleep: ok'],
    });
    const multiLine = list.find((m) => m.date === '2026-10-06T05:40:00.000Z');
    expect(multiLine).toMatchObject({
      value: 3,
      tags: ['work', 'sleep: poor'],
      note: "Woke at 4.\nCouldn't get back to sleep, thinking about the contract.",
    });
    expect(list.some((m) => m.note?.includes('with the lads.\nPint after.'))).toBe(true);
    expect(list.some((m) => m.note?.startsWith('Busy\n\nMeeting ran over, skipped lunch.'))).toBe(
      true,
    );
  });

  it('merges without duplicates: the same file twice adds nothing', async () => {
    const { api } = await newUser();
    await api.import(FIXTURE);
    const again = importSummarySchema.parse((await api.import(FIXTURE)).json());
    expect(again).toMatchObject({ rows: 40, imported: 0, duplicates: 40 });
    // A file with one new row and one repeated row, itself repeated inside the file.
    const lines = FIXTURE.split('\n');
    const header = lines[0] ?? '';
    const repeated = lines[1] ?? '';
    const mixed = [header, repeated, repeated, '2026-10-07,October 7,Wednesday,09:00,good,,,'];
    const summary = importSummarySchema.parse((await api.import(mixed.join('\n'))).json());
    expect(summary).toMatchObject({ rows: 3, imported: 1, duplicates: 2 });
    expect(await api.moods()).toHaveLength(41);
  });

  it('refuses a bad file with a clear 400 and changes nothing', async () => {
    const { api } = await newUser();
    await api.saveMood({ value: 3 });
    const header = 'full_date,date,weekday,time,mood,activities,note_title,note';
    const good = '2026-10-07,October 7,Wednesday,09:00,good,,,';
    const cases: [string, RegExp][] = [
      ['name,score\nbob,3', /does not look like a Daylio export/],
      [header, /no check-ins/],
      [`${header}\n${good}\n2026-10-08,x,x,09:00,super,,,`, /Line 3: unknown mood "super"/],
      [`${header}\n${good}\n2026-02-30,x,x,09:00,good,,,`, /Line 3: "2026-02-30" is not a date/],
      [`${header}\n${good}\n2026-10-08,x,x,25:00,good,,,`, /Line 3: "25:00" is not a time/],
      [`${header}\n${good}\n2026-10-08,x,x,09:00,good`, /Line 3: expected 8 fields, found 5/],
      [
        `${header}\n2026-10-08,x,x,09:00,good,,,"never closed`,
        /Line 2: a quoted field is never closed/,
      ],
      ['', /empty/],
    ];
    for (const [csv, message] of cases) {
      const response = await api.import(csv);
      expect(response.statusCode, csv.slice(0, 80)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect((await api.import(`${header}\n${good}`, { timeZone: 'Nowhere/Land' })).statusCode).toBe(
      400,
    );
    expect(await api.moods()).toHaveLength(1);
  });

  it('imports five years of daily entries in one go, and reads insights from them', async () => {
    const { api } = await newUser();
    const started = Date.now();
    const summary = importSummarySchema.parse((await api.import(fiveYearDaylio())).json());
    expect(summary).toMatchObject({ rows: 1827, imported: 1827, duplicates: 0 });
    expect(summary.firstDate).toBe('2021-01-01T21:00:00.000Z');
    expect(Date.now() - started).toBeLessThan(15_000);
    const insights = moodInsightsSchema.parse((await api.insights()).json());
    expect(insights.days).toBe(1827);
    expect(insights.tags.map((t) => t.tag).sort()).toEqual(['alcohol', 'exercise', 'sleep: good']);
    const exercise = insights.tags.find((t) => t.tag === 'exercise');
    expect(exercise).toMatchObject({ withDays: 609, withoutDays: 1218 });
  });
});
