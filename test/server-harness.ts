import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { createApp, type AppDeps } from '../src/server/app';
import { openDatabase, type Database, type Engine } from '../src/server/db/client';
import { seedAchievements } from '../src/server/db/seed';
import { testEnv, type Env } from '../src/server/env';
import { manualClock } from '../src/server/lib/clock';
import { buildPgliteTemplate, readPgliteTemplate } from './pglite-template';

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
 * A fresh, empty database of the given engine (not migrated): PGlite in memory, or a new
 * PostgreSQL database that `close()` drops. Migration tests start here.
 */
export async function openTestDatabase(
  engine: Engine,
  env: Partial<Record<keyof Env, string>> = {},
  loadDataDir?: Blob,
): Promise<{ database: Database; env: Env }> {
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
  const testEnvironment = testEnv({
    RATE_LIMIT_CHAT_PER_MIN: '0',
    RATE_LIMIT_LOGIN_PER_15MIN: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const database = await openDatabase({
    databaseUrl: testEnvironment.DATABASE_URL,
    dataDir: testEnvironment.DATA_DIR,
    poolSize: 4,
    statementTimeoutMs: testEnvironment.DB_TIMEOUT_MS,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  return {
    env: testEnvironment,
    database: {
      ...database,
      close: async () => {
        await database.close();
        await dropDatabase();
      },
    },
  };
}

/** The real app over `database`, as production builds it (without listening). */
export async function startApp(
  database: Database,
  env: Env,
  options: Omit<TestServerOptions, 'env'> = {},
): Promise<TestServer> {
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
    engine: database.engine,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A real, migrated and seeded database of the given engine, empty of users. PGlite runs in
 * memory, loaded from the run's migrated template (one migration per run, not per suite);
 * PostgreSQL gets a fresh database per call, dropped on close. Either way each call has its own
 * rows: test files never see each other's.
 */
export async function openMigratedDatabase(
  engine: Engine,
  env: Partial<Record<keyof Env, string>> = {},
): Promise<{ database: Database; env: Env }> {
  if (engine === 'pglite') return openTestDatabase(engine, env, await pgliteTemplate());
  const opened = await openTestDatabase(engine, env);
  await opened.database.migrate();
  await seedAchievements(opened.database.db);
  return opened;
}

/** The real app over a database from `openMigratedDatabase`. */
export async function createTestServer(
  engine: Engine,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const { database, env } = await openMigratedDatabase(engine, options.env);
  return startApp(database, env, options);
}

let template: Promise<Blob> | undefined;

/**
 * The migrated PGlite dump: written once per run by test/global-setup-node.ts, read once per
 * worker. Outside Vitest (bench and fuzz scripts) it is built here, once per process.
 */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = providedTemplate();
    return file ? readPgliteTemplate(file) : buildPgliteTemplate();
  })();
  return template;
}

function providedTemplate(): string | undefined {
  try {
    return inject('pgliteTemplate');
  } catch {
    return undefined; // not inside a Vitest worker
  }
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

/** Both engines, with the PostgreSQL one skipped (and saying so) without TEST_DATABASE_URL. */
export const ENGINES: readonly { name: Engine; label: string; skip: boolean }[] = [
  { name: 'pglite', label: 'pglite', skip: false },
  postgresUrl
    ? { name: 'postgres', label: 'postgres', skip: false }
    : { name: 'postgres', label: 'postgres: skipped, TEST_DATABASE_URL not set', skip: true },
];

/** Runs the same suite on PGlite and on PostgreSQL (see ENGINES). */
export function describeEngines(
  title: string,
  suite: (server: () => TestServer) => void,
  options: TestServerOptions | (() => TestServerOptions) = {},
): void {
  for (const engine of ENGINES) {
    describe.skipIf(engine.skip)(`${title} [${engine.label}]`, () => {
      let server: TestServer | undefined;
      beforeAll(async () => {
        server = await createTestServer(
          engine.name,
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

/** A JSON POST through `app.inject`, as the signed-in user when a session cookie is given. */
export function postJson(app: FastifyInstance, url: string, payload: object, cookie?: string) {
  return app.inject({ method: 'POST', url, payload, ...(cookie ? { headers: { cookie } } : {}) });
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

/**
 * Re-enters the password for this session, as the export and delete dialogs do first
 * (issue 20): export and deletion then work for a few minutes.
 */
export async function reauth(
  app: FastifyInstance,
  cookie: string,
  password = 'correct horse',
): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/protected/reauth',
    headers: { cookie },
    payload: { password },
  });
  if (response.statusCode !== 200)
    throw new Error(`re-authentication failed: ${response.statusCode} ${response.body}`);
}
