import net from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import type { Database } from './db/client';
import { testEnv } from './env';
import { createLogger } from './lib/logger';
import { openMigratedDatabase, signUp } from '../../test/server-harness';

// Issue 20, findings 2 and 9: what reaches the log when things go wrong.
function captureLogs(level: string) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger(level, stream), lines, text: () => lines.join('') };
}

const CANARY = 'canary-7f3a9c-private-note';

describe('logs never carry private values', () => {
  let database: Database;
  let app: FastifyInstance;
  let logs: ReturnType<typeof captureLogs>;

  beforeAll(async () => {
    const env = testEnv({ LOG_LEVEL: 'trace' });
    logs = captureLogs('trace');
    ({ database } = await openMigratedDatabase('pglite'));
    app = await createApp({ database, env, logger: logs.logger, serveClient: false, llm: null });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('logs a failed query by code and statement, without its parameters', async () => {
    const { cookie } = await signUp(app);
    // A constraint the insert trips: a database error that is not a lost connection.
    await database.db.execute(
      sql.raw(`alter table moods add constraint log_canary check (note <> '${CANARY}')`),
    );
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/protected/mood',
        headers: { cookie },
        payload: { value: 3, note: CANARY },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await database.db.execute(sql.raw('alter table moods drop constraint log_canary'));
    }
    const failure = logs.lines.find((line) => line.includes('request failed'));
    expect(failure).toBeDefined();
    expect(JSON.parse(failure ?? '{}').err).toMatchObject({
      code: '23514',
      statement: 'insert into moods',
      constraint: 'log_canary',
    });
    expect(logs.text()).not.toContain(CANARY);
    expect(logs.text()).not.toContain('$argon2id');
  });

  it('does not log the raw bytes of a malformed request at trace level', async () => {
    const { port } = app.server.address() as net.AddressInfo;
    const cookieCanary = 'steady_session=cookie-canary-91b2';
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `GET /api/user HTTP/1.1\r\nHost: x\r\nCookie: ${cookieCanary}\r\nBad Header\r\n\r\n`,
        );
      });
      socket.on('data', () => socket.end());
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const clientError = logs.lines.find((line) => line.includes('"msg":"client error"'));
    expect(clientError).toBeDefined();
    // pino writes the raw packet as a Buffer's byte list, so look for the field, not the text.
    expect(JSON.parse(clientError ?? '{}').err.rawPacket).toBeUndefined();
    expect(logs.text()).not.toContain('cookie-canary-91b2');
  });

  it('tells a client hanging up mid-upload apart from a database outage', async () => {
    const { port } = app.server.address() as net.AddressInfo;
    const before = logs.lines.length;
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"username":',
        );
        setTimeout(() => socket.destroy(), 100);
      });
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = logs.lines.slice(before).join('');
    expect(after).toContain('client closed the connection before its request ended');
    expect(after).not.toContain('database unavailable');
  });
});
