import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, signUp, type TestServer } from '../../test/server-harness';
import { startTcpProxy, type TcpProxy } from '../../test/reliability/tcp-proxy';

// Issue 20, finding 11: a configured Redis that is unreachable must not take Steady down.
const login = (server: TestServer, username: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: 'wrong password!' },
  });

describe('Redis down at start', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Nothing listens on port 1.
    server = await createTestServer('pglite', {
      env: { REDIS_URL: 'redis://127.0.0.1:1/7', RATE_LIMIT_LOGIN_PER_15MIN: '2' },
    });
  });
  afterAll(() => server?.close());

  it('starts, stays ready with Redis reported degraded, and lets limited routes answer', async () => {
    const ready = await server.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', redis: 'degraded' });
    const { username } = await signUp(server.app);
    for (let i = 0; i < 4; i += 1) expect((await login(server, username)).statusCode).toBe(401);
  });
});

describe('Redis cut at run time', () => {
  let proxy: TcpProxy;
  let server: TestServer;
  beforeAll(async () => {
    // A database of its own, emptied first: counters from an earlier run (the sign-up limit lasts
    // an hour) must not decide this one.
    const redis = new Redis('redis://127.0.0.1:6379/9');
    await redis.flushdb();
    redis.disconnect();
    proxy = await startTcpProxy('127.0.0.1', 6379);
    server = await createTestServer('pglite', {
      env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}/9`, RATE_LIMIT_LOGIN_PER_15MIN: '2' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
  });

  it('fails open while it is away and enforces limits again once it is back', async () => {
    expect((await server.app.inject('/readyz')).json()).toMatchObject({ redis: 'ok' });
    const { username } = await signUp(server.app, {
      username: `redis_${randomBytes(4).toString('hex')}`,
    });
    proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const during = [];
    for (let i = 0; i < 4; i += 1) during.push((await login(server, username)).statusCode);
    expect(during).toEqual([401, 401, 401, 401]);
    const ready = await server.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', redis: 'degraded' });

    proxy.restore();
    const deadline = Date.now() + 10_000;
    while ((await server.app.inject('/readyz')).json().redis !== 'ok') {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const after = [];
    for (let i = 0; i < 3; i += 1) after.push((await login(server, username)).statusCode);
    expect(after).toEqual([401, 401, 429]);
  }, 60_000);
});
