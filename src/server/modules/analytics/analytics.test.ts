import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { describeEngines } from '../../../../test/server-harness';
import {
  BROWSER_UA,
  analytics,
  freshAnalyticsApp,
  rows,
  visit,
  type AnalyticsApp,
} from '../../../../test/analytics-test-kit';

const DAY = 86_400_000;

describeEngines('visit analytics', (server) => {
  let current: AnalyticsApp | undefined;
  const start = async (
    ...args: Parameters<typeof freshAnalyticsApp> extends [unknown, ...infer Rest] ? Rest : never
  ) => {
    current = await freshAnalyticsApp(server().database, ...args);
    return current;
  };
  afterEach(async () => {
    await current?.app.close();
    current = undefined;
  });

  it('counts visits, daily unique visitors and pages', async () => {
    const { app } = await start({ TRUST_PROXY: '1' });
    expect((await visit(app, '/', { ip: '198.51.100.1' })).statusCode).toBe(204);
    await visit(app, '/chat', { ip: '198.51.100.1' });
    await visit(app, '/chat', { ip: '198.51.100.2' });
    const result = await analytics(app);
    expect(result).toMatchObject({
      totalVisits: 3,
      recentVisits: 3,
      uniqueVisitors: 2,
      topPages: [
        { page: '/chat', count: 2 },
        { page: '/', count: 1 },
      ],
    });
    expect(result.daily).toHaveLength(30);
    expect(result.daily.at(-1)).toEqual({ day: '2026-03-10', visits: 3 });
    expect(result.daily[0]).toEqual({ day: '2026-02-09', visits: 0 });
  });

  it('starts at zero with an empty chart', async () => {
    const { app } = await start();
    const result = await analytics(app);
    expect(result).toMatchObject({
      totalVisits: 0,
      recentVisits: 0,
      uniqueVisitors: 0,
      topPages: [],
    });
    expect(result.daily.every((entry: { visits: number }) => entry.visits === 0)).toBe(true);
  });

  it('stores the path only: query string and fragment are dropped', async () => {
    const { app } = await start();
    await visit(app, '/auth?email=someone@example.com&token=abc#signup');
    await visit(app, '/auth#login');
    await visit(app, '/auth');
    expect((await analytics(app)).topPages).toEqual([{ page: '/auth', count: 3 }]);
    const stored = await rows(server().database, sql`select page from visit_page_days`);
    expect(stored).toEqual([{ page: '/auth' }]);
  });

  it('refuses a page that is not a path, too long, or missing fields, naming the field', async () => {
    const { app } = await start();
    const post = (payload: unknown) =>
      app.inject({ method: 'POST', url: '/api/track-visit', payload: payload as object });
    const notPath = await post({ page: 'https://evil.example/x', userAgent: BROWSER_UA });
    expect(notPath.statusCode).toBe(400);
    expect(notPath.json().message).toBe('Invalid page: The path must start with /');
    const tooLong = await post({ page: `/${'a'.repeat(200)}`, userAgent: BROWSER_UA });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Invalid page: The path must be at most 200 characters');
    // The limit applies to what is stored: a long query string is dropped, not refused.
    expect(
      (await post({ page: `/${'a'.repeat(199)}?${'q'.repeat(500)}`, userAgent: BROWSER_UA }))
        .statusCode,
    ).toBe(204);
    // PostgreSQL text cannot hold NUL: refused up front rather than failing in the database.
    expect((await post({ page: '/a\u0000b', userAgent: BROWSER_UA })).json().message).toBe(
      'Invalid page: The path must not contain control characters',
    );
    expect((await post({ page: '/ok', userAgent: 'Mozilla/5.0 \u0000 odd' })).statusCode).toBe(204);
    expect((await post({ page: '/x' })).json().message).toMatch(/^Invalid userAgent/);
    expect((await post({ userAgent: BROWSER_UA })).json().message).toMatch(/^Invalid page/);
    expect((await analytics(app)).totalVisits).toBe(2);
  });

  it('answers any page and user agent with 204 or a 400, never a server error', async () => {
    const { app } = await start();
    const text = fc.string({ unit: 'binary', maxLength: 260 });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          text,
          text.map((rest) => `/${rest}`),
        ),
        text,
        async (page, userAgent) => {
          const response = await app.inject({
            method: 'POST',
            url: '/api/track-visit',
            payload: { page, userAgent },
          });
          expect([204, 400]).toContain(response.statusCode);
        },
      ),
      { numRuns: 150 },
    );
    const { topPages } = await analytics(app);
    for (const entry of topPages) expect(entry.page).toMatch(/^\/[^?#\p{Cc}]{0,199}$/u);
  });

  it('does not count known crawlers, whether named in the body or the header', async () => {
    const { app } = await start();
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    const bingbot = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';
    expect((await visit(app, '/', { userAgent: googlebot })).statusCode).toBe(204);
    expect(
      (await visit(app, '/', { userAgent: BROWSER_UA, headerAgent: bingbot })).statusCode,
    ).toBe(204);
    expect((await analytics(app)).totalVisits).toBe(0);
    await visit(app, '/');
    expect((await analytics(app)).totalVisits).toBe(1);
  });

  it('counts recent visits and unique visitors over the last 30 UTC days only', async () => {
    const { app, clock } = await start({ TRUST_PROXY: '1' }, '2026-01-01T08:00:00Z');
    await visit(app, '/old', { ip: '198.51.100.1' }); // day 0: outside the final window
    clock.advance(10 * DAY);
    await visit(app, '/edge', { ip: '198.51.100.1' }); // day 10: first day of the final window
    await visit(app, '/edge', { ip: '198.51.100.2' });
    clock.advance(29 * DAY); // day 39: today
    await visit(app, '/today', { ip: '198.51.100.1' });
    const result = await analytics(app);
    expect(result.totalVisits).toBe(4);
    expect(result.recentVisits).toBe(3);
    // The same person on two days counts on each day: the sum of daily uniques.
    expect(result.uniqueVisitors).toBe(3);
    expect(result.topPages).toEqual([
      { page: '/edge', count: 2 },
      { page: '/today', count: 1 },
    ]);
    expect(result.daily[0]).toEqual({ day: '2026-01-11', visits: 2 });
    expect(result.daily.at(-1)).toEqual({ day: '2026-02-09', visits: 1 });

    clock.advance(DAY); // the edge day leaves the window
    const later = await analytics(app);
    expect(later).toMatchObject({
      totalVisits: 4,
      recentVisits: 1,
      uniqueVisitors: 1,
      topPages: [{ page: '/today', count: 1 }],
    });
    // Page counters older than the window are deleted; daily totals stay for the all-time count.
    const pageDays = await rows(
      server().database,
      sql`select to_char(day, 'YYYY-MM-DD') as day from visit_page_days order by day`,
    );
    expect(pageDays).toEqual([{ day: '2026-02-09' }]);
  });

  it('rotates the salt at midnight UTC: one unique per day, yesterday’s salt and hashes gone', async () => {
    const { app, clock } = await start({}, '2026-03-10T23:59:58Z');
    await visit(app, '/');
    await visit(app, '/chat');
    expect((await analytics(app)).uniqueVisitors).toBe(1);
    const db = server().database;
    const [yesterday] = await rows(db, sql`select visitor_hash from visit_day_visitors`);
    const [yesterdaySalt] = await rows(
      db,
      sql`select salt from visit_day_salts where day = '2026-03-10'`,
    );
    expect(yesterdaySalt).toBeDefined();

    clock.set('2026-03-11T00:00:01Z');
    await visit(app, '/');
    expect((await analytics(app)).uniqueVisitors).toBe(2);
    // Each table keeps only today's row, under a value that is not yesterday's.
    for (const [table, column, before] of [
      ['visit_day_salts', 'salt', yesterdaySalt?.salt],
      ['visit_day_visitors', 'visitor_hash', yesterday?.visitor_hash],
    ] as const) {
      const today = await rows(
        db,
        sql`select to_char(day, 'YYYY-MM-DD') as day, ${sql.identifier(column)} as value from ${sql.identifier(table)}`,
      );
      const days = today.map((row) => row.day);
      expect(days, table).toEqual(['2026-03-11']);
      const same = Buffer.from(today[0]?.value as Uint8Array).equals(
        Buffer.from(before as Uint8Array),
      );
      expect(same, table).toBe(false);
    }

    // A day with no visits still drops the previous day's salt as soon as anyone reads.
    clock.set('2026-03-12T09:00:00Z');
    await analytics(app);
    expect(await rows(db, sql`select day from visit_day_salts`)).toEqual([]);
    expect(await rows(db, sql`select day from visit_day_visitors`)).toEqual([]);
    expect((await analytics(app)).uniqueVisitors).toBe(2);
  });

  it('drops a past day’s salt and hashes left by a visit that straddled midnight at the next read', async () => {
    const { app, clock } = await start({}, '2026-03-10T23:59:58Z');
    await visit(app, '/');
    clock.set('2026-03-11T00:00:01Z');
    await analytics(app);
    const db = server().database;
    const saltDays = async () =>
      (await rows(db, sql`select to_char(day, 'YYYY-MM-DD') as day from visit_day_salts`)).map(
        (row) => row.day,
      );
    expect(await saltDays()).toEqual([]);

    // Its day is read just before midnight; its write ends after the day's first read swept.
    const now = clock.now;
    let calls = 0;
    clock.now = () => (calls++ === 0 ? new Date('2026-03-10T23:59:59.900Z') : now());
    expect((await visit(app, '/chat')).statusCode).toBe(204);
    clock.now = now;
    expect(await saltDays()).toEqual(['2026-03-10']);

    await analytics(app);
    expect(await saltDays()).toEqual([]);
    expect(await rows(db, sql`select day from visit_day_visitors`)).toEqual([]);
  });

  it('ranks the top 10 pages by count, ties by path', async () => {
    const { app } = await start();
    const plan: [string, number][] = [
      ['/c', 5],
      ['/b', 3],
      ['/a', 3],
      ['/B', 3],
      ['/d', 2],
      ['/e', 1],
      ['/f', 1],
      ['/g', 1],
      ['/h', 1],
      ['/i', 1],
      ['/j', 1],
      ['/k', 1],
    ];
    for (const [page, times] of plan) for (let i = 0; i < times; i += 1) await visit(app, page);
    const { topPages } = await analytics(app);
    expect(
      topPages.map((entry: { page: string; count: number }) => `${entry.page}:${entry.count}`),
    ).toEqual(['/c:5', '/B:3', '/a:3', '/b:3', '/d:2', '/e:1', '/f:1', '/g:1', '/h:1', '/i:1']);
  });

  it('tells visitors apart by X-Forwarded-For only when TRUST_PROXY is set', async () => {
    const untrusted = await start({ TRUST_PROXY: 'false' });
    await visit(untrusted.app, '/', { ip: '198.51.100.1' });
    await visit(untrusted.app, '/', { ip: '198.51.100.2' });
    expect((await analytics(untrusted.app)).uniqueVisitors).toBe(1);
    await untrusted.app.close();

    const trusted = await start({ TRUST_PROXY: '1' });
    await visit(trusted.app, '/', { ip: '198.51.100.1' });
    await visit(trusted.app, '/', { ip: '198.51.100.2' });
    await visit(trusted.app, '/', { ip: '198.51.100.2' });
    expect((await analytics(trusted.app)).uniqueVisitors).toBe(2);
  });

  it('takes the visitor’s user agent from the request header, not the body (issue 20)', async () => {
    const { app } = await start({ TRUST_PROXY: '1' });
    for (let i = 0; i < 5; i += 1) {
      await visit(app, '/', {
        ip: '198.51.100.9',
        userAgent: `Mozilla/5.0 made-up ${i}`,
        headerAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      });
    }
    const result = await analytics(app);
    expect(result.totalVisits).toBe(5);
    expect(result.uniqueVisitors).toBe(1);
  });

  it('limits page views per address and answers 429 past the limit (issue 20)', async () => {
    const { app } = await start({ TRUST_PROXY: '1', RATE_LIMIT_VISITS_PER_MIN: '3' });
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await visit(app, '/', { ip: '198.51.100.20' })).statusCode);
    }
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    // Another address has its own allowance.
    expect((await visit(app, '/', { ip: '198.51.100.21' })).statusCode).toBe(204);
    expect((await analytics(app)).totalVisits).toBe(4);
  });

  it('needs the bearer token when ANALYTICS_TOKEN is set', async () => {
    const { app } = await start({ ANALYTICS_TOKEN: 'correct-token-123' });
    const get = (authorization?: string) =>
      app.inject({ url: '/api/analytics', headers: authorization ? { authorization } : {} });
    const missing = await get();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ message: 'An analytics token is required.' });
    expect(missing.headers['www-authenticate']).toContain('Bearer');
    const wrong = await get('Bearer correct-token-12');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid analytics token.' });
    expect((await get('Basic correct-token-123')).statusCode).toBe(401);
    // Tracking stays open: browsers have no token.
    expect((await visit(app, '/')).statusCode).toBe(204);
    const ok = await get('Bearer correct-token-123');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().totalVisits).toBe(1);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect((await app.inject('/api/config')).json()).toEqual({
      contactEmail: 'hello@steady.example',
      analyticsTokenRequired: true,
    });
  });

  it('stays open without ANALYTICS_TOKEN and says so in /api/config', async () => {
    const { app } = await start({ CONTACT_EMAIL: 'privacy@example.org' });
    expect((await app.inject('/api/analytics')).statusCode).toBe(200);
    expect((await app.inject('/api/config')).json()).toEqual({
      contactEmail: 'privacy@example.org',
      analyticsTokenRequired: false,
    });
  });
});
