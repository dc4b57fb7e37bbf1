// Load: 100 concurrent simulated users for 60 s on a realistic mix against the real server on
// the embedded engine (the default deployment): page views with their track-visit call, the
// chat (JSON and streamed), and signed-in users logging in, checking in their mood and looking
// at their progress. Bar: 0 errors (no network error, no 5xx, no unexpected 4xx); p99 recorded.
// Per-IP rate limits are off: all simulated users share 127.0.0.1, so they would count as one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Proc, sleep, startSteady } from '../../bench/lib/servers';
import { assert, check, figures, percentile, pool } from './harness';

const USERS = Number(process.env.RELIABILITY_LOAD_USERS ?? 100);
const SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 60);
const SIGNED_IN_SHARE = 0.3;
const PAGES = [
  '/',
  '/chat',
  '/meditation',
  '/resources',
  '/resources/modules/work-stress',
  '/safety',
  '/privacy',
  '/about-founder',
  '/auth',
  '/progress',
];
const MESSAGES = [
  'Work has been rough this week.',
  'I cannot sleep much lately.',
  'My partner and I keep arguing.',
  'I feel flat and tired.',
  'Just want to talk for a bit.',
];

type Sample = { action: string; ms: number };

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

async function simulate(
  server: Proc,
  account: { username: string; password: string } | undefined,
  until: number,
  samples: Sample[],
  errors: string[],
) {
  let cookie = '';
  const call = async (
    action: string,
    urlPath: string,
    init: RequestInit = {},
    expect: number[] = [200],
  ) => {
    const t = performance.now();
    try {
      const response = await fetch(server.url + urlPath, {
        ...init,
        headers: {
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
          'user-agent': 'Mozilla/5.0 (load test)',
          ...init.headers,
        },
      });
      const text = await response.text();
      samples.push({ action, ms: performance.now() - t });
      if (!expect.includes(response.status))
        errors.push(`${action}: ${response.status} ${text.slice(0, 100)}`);
      return response;
    } catch (error) {
      samples.push({ action, ms: performance.now() - t });
      errors.push(`${action}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  };
  const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });
  const view = async (page: string) => {
    await call('page', page, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
    await call(
      'track-visit',
      '/api/track-visit',
      post({ page, userAgent: 'Mozilla/5.0 (load test)' }),
      [204],
    );
  };

  await view(pick(PAGES));
  await call('user', '/api/user', {}, [401]);
  if (account) {
    const response = await call('login', '/api/login', post({ ...account, rememberMe: true }));
    const set = response?.headers.getSetCookie().find((c) => c.startsWith('steady_session='));
    cookie = set?.split(';')[0] ?? '';
  }
  while (Date.now() < until) {
    await sleep(300 + Math.random() * 1200); // a person reading between actions
    const roll = Math.random();
    if (roll < 0.4) await view(pick(PAGES));
    else if (roll < 0.55)
      await call('chat', '/api/chat', post({ message: pick(MESSAGES), topic: 'work' }));
    else if (roll < 0.62)
      await call('chat-stream', '/api/chat/stream', post({ message: pick(MESSAGES) }));
    else if (roll < 0.7) await call('user', '/api/user', {}, cookie ? [200] : [401]);
    else if (roll < 0.73) await call('analytics', '/api/analytics');
    else if (cookie && roll < 0.85)
      await call(
        'mood',
        '/api/protected/mood',
        post({
          value: 1 + Math.floor(Math.random() * 5),
          note: Math.random() < 0.3 ? 'long day' : undefined,
        }),
        [201],
      );
    else if (cookie && roll < 0.93) await call('achievements', '/api/protected/achievements');
    else if (cookie) await call('mood-list', '/api/protected/mood');
    else await view(pick(PAGES));
  }
}

export async function loadTest(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-load-'));
  const server = await startSteady({ dataDir: path.join(dir, 'data') });
  try {
    await check(
      'load',
      `${USERS} concurrent simulated users for ${SECONDS} s on PGlite: 0 errors`,
      async () => {
        // Accounts exist beforehand (sign-up is a one-off); during the run those users log in.
        const accounts = Array.from({ length: Math.round(USERS * SIGNED_IN_SHARE) }, (_, i) => ({
          username: `load${i}_${process.pid}`,
          password: 'a-long-passphrase',
        }));
        await pool(accounts, 4, async (account) => {
          const response = await fetch(`${server.url}/api/register`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...account, rememberMe: true }),
          });
          assert(response.status === 201, `register answered ${response.status}`);
        });
        const samples: Sample[] = [];
        const errors: string[] = [];
        const until = Date.now() + SECONDS * 1000;
        await Promise.all(
          Array.from({ length: USERS }, (_, i) =>
            simulate(server, accounts[i], until, samples, errors),
          ),
        );
        const ms = samples.map((s) => s.ms);
        const byAction: Record<string, { n: number; p50: number; p99: number }> = {};
        for (const action of new Set(samples.map((s) => s.action))) {
          const own = samples.filter((s) => s.action === action).map((s) => s.ms);
          byAction[action] = {
            n: own.length,
            p50: Math.round(percentile(own, 50)),
            p99: Math.round(percentile(own, 99)),
          };
        }
        const overall = {
          requests: samples.length,
          rps: Math.round(samples.length / SECONDS),
          p50: Math.round(percentile(ms, 50)),
          p95: Math.round(percentile(ms, 95)),
          p99: Math.round(percentile(ms, 99)),
          errors: errors.length,
        };
        figures.load = { users: USERS, seconds: SECONDS, engine: 'PGlite', overall, byAction };
        assert(
          errors.length === 0,
          `${errors.length} errors of ${samples.length} requests, e.g. ${errors.slice(0, 3).join(' | ')}`,
        );
        return `${overall.requests} requests (${overall.rps}/s), 0 errors, p50 ${overall.p50} ms, p95 ${overall.p95} ms, p99 ${overall.p99} ms; by action ${Object.entries(
          byAction,
        )
          .map(([a, v]) => `${a} p99 ${v.p99}`)
          .join(', ')}`;
      },
    );
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
