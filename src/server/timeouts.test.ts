import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { isDatabaseUnavailable } from './http/errors';
import { createTestServer, type TestServer } from '../../test/server-harness';

// Issue 20, finding 3: slow clients and a hung database must not hold requests for ever.
describe('a client sending its body slowly', () => {
  let server: TestServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    server = await createTestServer('pglite', { env: { HTTP_REQUEST_TIMEOUT_MS: '1500' } });
    app = server.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  it('is answered 408 and disconnected once HTTP_REQUEST_TIMEOUT_MS has passed', async () => {
    const { port } = app.server.address() as net.AddressInfo;
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      let received = '';
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
        );
      });
      // One byte every 300 ms: never idle, never finished.
      const drip = setInterval(() => socket.write(' '), 300);
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => {
        clearInterval(drip);
        resolve(received);
      });
      socket.on('error', () => undefined);
      // Without a request timeout the socket stays open: give up after 6 s and say so.
      setTimeout(() => socket.destroy(), 6_000);
    });
    const elapsed = Date.now() - started;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(elapsed).toBeLessThan(5_000);
  });

  it('sets the connection and keep-alive timeouts on the server', () => {
    expect(app.server.requestTimeout).toBe(1500);
    expect(app.server.keepAliveTimeout).toBe(72_000);
    expect(app.server.timeout).toBeGreaterThanOrEqual(60_000);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('PostgreSQL statement timeout', () => {
  it('ends a statement that runs past DB_TIMEOUT_MS', async () => {
    const database = await openDatabase({
      databaseUrl: postgresUrl,
      dataDir: 'memory://',
      statementTimeoutMs: 300,
    });
    try {
      const started = Date.now();
      const error = await database.db.execute(sql`select pg_sleep(3)`).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(error).toBeInstanceOf(Error);
    } finally {
      await database.close();
    }
    // Opening an in-memory PGlite takes half a minute on a busy two-core machine.
  }, 120_000);
});

describe('PGlite per-request deadline', () => {
  it('rejects a query that waits past DB_TIMEOUT_MS with a 503-class error, and never runs it', async () => {
    const database = await openDatabase({ dataDir: 'memory://', statementTimeoutMs: 500 });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    try {
      await database.db.execute(sql`create table deadline_probe (n int)`);
      // Something holds PGlite's only connection (a long migration, a stuck transaction).
      const holder = database.pglite?.transaction(async () => held);
      const started = Date.now();
      const error = await Promise.race([
        database.db.execute(sql`insert into deadline_probe values (1)`).then(
          () => 'answered',
          (caught: unknown) => caught,
        ),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 8_000)),
      ]);
      expect(error).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(Date.now() - started).toBeLessThan(5_000);
      release();
      await holder;
      // The write that was refused did not happen later behind the caller's back.
      const result = (await database.db.execute(
        sql`select count(*)::int as n from deadline_probe`,
      )) as unknown as { rows: unknown[] };
      expect(result.rows[0]).toEqual({ n: 0 });
    } finally {
      release();
      await database.close();
    }
    // Opening an in-memory PGlite takes half a minute on a busy two-core machine.
  }, 120_000);
});
