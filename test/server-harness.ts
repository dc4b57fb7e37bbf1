import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { createApp, type AppDeps } from '../src/server/app';
import { openDatabase, type Database, type Engine } from '../src/server/db/client';
import { seedAchievements } from '../src/server/db/seed';
import { testEnv, type Env } from '../src/server/env';
import { manualClock } from '../src/server/lib/clock';

export type ManualClock = ReturnType<typeof manualClock>;

export type TestServer = {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  engine: Engine;
  close(): Promise<void>;
};

export type TestServerOptions = {
  env?: Partial<Record<keyof Env, string>>;
  llm?: AppDeps['llm'];
  clock?: ManualClock;
  serveClient?: boolean;
};

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * A real, migrated and seeded database of the given engine with the real app on top.
 * PGlite runs in memory; PostgreSQL gets a fresh database per call, dropped on close, so test
 * files never see each other's rows.
 */
export async function createTestServer(
  engine: Engine,
  options: TestServerOptions = {},
): Promise<TestServer> {
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (engine === 'postgres') {
    if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `steady_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => adminQuery(`drop database if exists ${name} with (force)`);
  }
  const env = testEnv({
    RATE_LIMIT_CHAT_PER_MIN: '0',
    RATE_LIMIT_LOGIN_PER_15MIN: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: 4,
    statementTimeoutMs: env.DB_TIMEOUT_MS,
  });
  await database.migrate();
  await seedAchievements(database.db);
  const clock = options.clock ?? manualClock();
  const app = await createApp({
    database,
    env,
    clock,
    llm: options.llm ?? null,
    serveClient: options.serveClient ?? false,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    engine,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Runs the same suite on PGlite and on PostgreSQL. Without TEST_DATABASE_URL the PostgreSQL
 * half is skipped and says so in its title.
 */
export function describeEngines(
  title: string,
  suite: (server: () => TestServer) => void,
  options: TestServerOptions | (() => TestServerOptions) = {},
): void {
  for (const engine of ['pglite', 'postgres'] as const) {
    const skip = engine === 'postgres' && !postgresUrl;
    const label = skip
      ? `${title} [postgres: skipped, TEST_DATABASE_URL not set]`
      : `${title} [${engine}]`;
    describe.skipIf(skip)(label, () => {
      let server: TestServer | undefined;
      beforeAll(async () => {
        server = await createTestServer(
          engine,
          typeof options === 'function' ? options() : options,
        );
      });
      afterAll(async () => {
        await server?.close();
      });
      suite(() => {
        if (!server) throw new Error('test server not started');
        return server;
      });
    });
  }
}

let userCounter = 0;

/** Registers a fresh user and returns its cookie header, ready for `app.inject`. */
export async function signUp(
  app: FastifyInstance,
  options: { username?: string; password?: string; rememberMe?: boolean } = {},
): Promise<{ cookie: string; username: string; id: number }> {
  userCounter += 1;
  const username = options.username ?? `user${userCounter}_${randomBytes(3).toString('hex')}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      username,
      password: options.password ?? 'correct horse',
      rememberMe: options.rememberMe ?? true,
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return {
    cookie: sessionCookie(response.headers['set-cookie']),
    username,
    id: response.json().id,
  };
}

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie.join('; ') : (setCookie ?? '');
  const match = /steady_session=([^;]+)/.exec(header);
  if (!match) throw new Error(`no session cookie in: ${header}`);
  return `steady_session=${match[1]}`;
}
