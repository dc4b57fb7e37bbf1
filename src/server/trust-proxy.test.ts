import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { createTestServer, signUp, type TestServer } from '../../test/server-harness';

// Issue 20, finding 1: TRUST_PROXY=true believed every X-Forwarded-For hop, so a client could
// name its own address and walk past the per-IP limits.
describe('TRUST_PROXY', () => {
  const load = (value: string) => loadEnv({ TRUST_PROXY: value }).TRUST_PROXY;

  it('refuses true at start, saying what to set instead', () => {
    expect(() => load('true')).toThrow(/TRUST_PROXY=1 behind one load balancer/);
    expect(() => load('yes')).toThrow(/would trust every X-Forwarded-For hop/);
  });

  it('takes a hop count, or a list of proxy addresses and CIDRs', () => {
    expect(load('')).toBe(false);
    expect(load('false')).toBe(false);
    expect(load('1')).toBe(1);
    expect(load('2')).toBe(2);
    expect(load('10.0.0.0/8, 127.0.0.1,::1,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    expect(() => load('10.0.0.0/33')).toThrow(/not: 10\.0\.0\.0\/33/);
    expect(() => load('proxy.example')).toThrow(/hop count from 1 to 10/);
  });
});

describe.each(['1', '127.0.0.1', '127.0.0.0/8'])(
  'behind one trusted proxy (TRUST_PROXY=%s)',
  (trust) => {
    let server: TestServer;
    let app: FastifyInstance;
    beforeAll(async () => {
      server = await createTestServer('pglite', {
        env: { TRUST_PROXY: trust, RATE_LIMIT_LOGIN_PER_15MIN: '3' },
      });
      app = server.app;
    });
    afterAll(() => server.close());

    it('keeps throttling a client that names a new address of its own in X-Forwarded-For', async () => {
      const { username } = await signUp(app);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        // The proxy appends the address it saw (203.0.113.9); the client made up the one before it.
        const response = await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username, password: 'wrong password!' },
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.9` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      // Another client behind the same proxy has its own budget: the proxy's address is used.
      const other = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password: 'wrong password!' },
        headers: { 'x-forwarded-for': '203.0.113.10' },
      });
      expect(other.statusCode).toBe(401);
    });
  },
);
