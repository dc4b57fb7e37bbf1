import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisLimiter } from '../../http/rate-limit';
import {
  createTestServer,
  describeEngines,
  type TestServer,
} from '../../../../test/server-harness';

const LIMIT = 3;
const REDIS_URL = 'redis://127.0.0.1:6379';
const PASSWORD = 'correct horse';

// TRUST_PROXY lets each test speak from its own client address through X-Forwarded-For.
const throttledEnv = { TRUST_PROXY: '1', RATE_LIMIT_LOGIN_PER_15MIN: String(LIMIT) };

// Random addresses keep runs apart: Redis counters outlive a test run by up to 15 minutes.
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function login(app: FastifyInstance, ip: string, username: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password, rememberMe: false },
    headers: { 'x-forwarded-for': ip },
  });
}

/** Signs up from an address of its own, so sign-up limits never interfere with login tests. */
async function signUp(app: FastifyInstance): Promise<{ username: string }> {
  const username = `thr_${randomBytes(5).toString('hex')}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username, password: PASSWORD },
    headers: { 'x-forwarded-for': freshIp() },
  });
  expect(response.statusCode).toBe(201);
  return { username };
}

async function expectThrottled(
  response: Awaited<ReturnType<typeof login>>,
  message = /^Too many failed login attempts\. Please wait \d+ minutes? and try again\.$/,
) {
  expect(response.statusCode).toBe(429);
  expect(response.json().message).toMatch(message);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  expect(response.headers['set-cookie']).toBeUndefined();
}

function throttleSuite(server: () => TestServer) {
  it('answers 429 with Retry-After after the limit of failures for one IP and username, even to the right password', async () => {
    const { app } = server();
    const { username } = await signUp(app);
    const ip = freshIp();
    for (let i = 0; i < LIMIT; i += 1)
      expect((await login(app, ip, username, 'wrong-pass')).statusCode).toBe(401);
    await expectThrottled(await login(app, ip, username, 'wrong-pass'));
    await expectThrottled(await login(app, ip, username, PASSWORD));

    // The same account from another address, and another account from this address, still work.
    expect((await login(app, freshIp(), username, PASSWORD)).statusCode).toBe(200);
    const other = await signUp(app);
    expect((await login(app, ip, other.username, PASSWORD)).statusCode).toBe(200);
  });

  it('counts usernames case-insensitively', async () => {
    const { app } = server();
    const { username } = await signUp(app);
    const ip = freshIp();
    for (let i = 0; i < LIMIT; i += 1)
      await login(app, ip, i % 2 ? username.toUpperCase() : username, 'wrong-pass');
    await expectThrottled(await login(app, ip, username.toUpperCase(), PASSWORD));
  });

  it('clears the IP+username counter after a successful login', async () => {
    const { app } = server();
    const { username } = await signUp(app);
    const ip = freshIp();
    for (let i = 0; i < LIMIT - 1; i += 1) await login(app, ip, username, 'wrong-pass');
    expect((await login(app, ip, username, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < LIMIT - 1; i += 1)
      expect((await login(app, ip, username, 'wrong-pass')).statusCode).toBe(401);
    expect((await login(app, ip, username, PASSWORD)).statusCode).toBe(200);
  });

  it('limits one IP spraying many usernames to five times the per-account limit', async () => {
    const { app } = server();
    const ip = freshIp();
    const spray = Array.from(
      { length: LIMIT * 5 },
      (_, i) => `nobody${i}_${randomBytes(3).toString('hex')}`,
    );
    for (const name of spray)
      expect((await login(app, ip, name, 'guess-123')).statusCode).toBe(401);
    const { username } = await signUp(app);
    await expectThrottled(await login(app, ip, username, PASSWORD));
  });

  it('lets a parallel burst of guesses past the limit no further than sequential ones', async () => {
    const { app } = server();
    const { username } = await signUp(app);
    const ip = freshIp();
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => login(app, ip, username, 'wrong-pass')),
    );
    const statuses = burst.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(LIMIT).fill(401), ...Array(10 - LIMIT).fill(429)]);
  });

  it('limits sign-ups per IP to the same number per 15 minutes, parallel bursts included', async () => {
    const { app } = server();
    const ip = freshIp();
    const register = (ipAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { username: `burst_${randomBytes(5).toString('hex')}`, password: PASSWORD },
        headers: { 'x-forwarded-for': ipAddress },
      });
    const burst = await Promise.all(Array.from({ length: LIMIT + 3 }, () => register(ip)));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([
      ...Array(LIMIT).fill(201),
      ...Array(3).fill(429),
    ]);
    const refused = burst.find((r) => r.statusCode === 429);
    if (!refused) throw new Error('no refused sign-up');
    await expectThrottled(
      refused,
      /^Too many new accounts from this network\. Please wait \d+ minutes? and try again\.$/,
    );
    expect((await register(freshIp())).statusCode).toBe(201);
  });
}

describeEngines('login throttling (in-memory counters)', throttleSuite, { env: throttledEnv });

describeEngines('login throttling (Redis counters)', throttleSuite, {
  env: { ...throttledEnv, REDIS_URL },
});

describe('login throttling shared through Redis by two app instances', () => {
  let first: TestServer | undefined;
  let second: TestServer | undefined;
  beforeAll(async () => {
    [first, second] = await Promise.all([
      createTestServer('pglite', { env: { ...throttledEnv, REDIS_URL } }),
      createTestServer('pglite', { env: { ...throttledEnv, REDIS_URL } }),
    ]);
    // Opening PGlite blocks the event loop for seconds, which can outlast Redis's connect timeout;
    // the app then reconnects on its own. Wait for both to be connected, or limits are open.
    for (const server of [first, second]) if (server) await redisConnected(server);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  async function redisConnected(server: TestServer): Promise<void> {
    for (let waited = 0; waited < 20_000; waited += 100) {
      const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
      if (ready.json<{ redis?: string }>().redis === 'ok') return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('Redis did not connect within 20 s');
  }

  it('refuses on one instance the failures counted by the other', async () => {
    if (!first || !second) throw new Error('servers not started');
    // Each instance has its own database; the username only has to exist on the second one.
    const { username } = await signUp(second.app);
    const ip = freshIp();
    for (let i = 0; i < LIMIT; i += 1)
      expect((await login(first.app, ip, username, 'wrong-pass')).statusCode).toBe(401);
    await expectThrottled(await login(second.app, ip, username, PASSWORD));
  });
});

describe('Redis rate limiter', () => {
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  const limiter = createRedisLimiter(redis);
  const key = `test:${randomBytes(6).toString('hex')}`;
  beforeAll(() => redis.connect());
  afterAll(async () => {
    await redis.del(`steady:rl:${key}`);
    await redis.quit();
  });

  it('counts hits in a window with an expiry, peeks without counting and resets', async () => {
    expect(await limiter.peek(key)).toEqual({ count: 0, retryAfterSeconds: 0 });
    expect((await limiter.hit(key, 60_000)).count).toBe(1);
    const second = await limiter.hit(key, 60_000);
    expect(second.count).toBe(2);
    expect(second.retryAfterSeconds).toBeGreaterThan(55);
    expect(second.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.peek(key)).count).toBe(2);
    expect(await redis.pttl(`steady:rl:${key}`)).toBeGreaterThan(0);
    await limiter.reset(key);
    expect((await limiter.peek(key)).count).toBe(0);
  });

  it('lets the window expire', async () => {
    await limiter.hit(key, 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await limiter.peek(key)).count).toBe(0);
  });
});
