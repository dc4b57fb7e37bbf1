import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createApp } from './app';
import { openDatabase, type Database } from './db/client';
import { testEnv } from './env';

// A PostgreSQL that does not answer (nothing listens on port 1): the app must say so clearly.
describe('when the database is unreachable', () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    const env = testEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    app = await createApp({ database, env, serveClient: false, llm: null });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('keeps /healthz up but fails /readyz with 503', async () => {
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable' });
  });

  it('answers API calls that need the database with 503 JSON, not 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'someone', password: 'long enough', rememberMe: true },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json().message).toMatch(/temporarily unavailable/);
  });
});
