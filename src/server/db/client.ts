import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Logger } from 'pino';
import { safeError } from '../lib/safe-error';
import { acquireDataDirLock } from './data-dir-lock';
import { migratePglite, migratePostgres } from './migrate';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query surface both engines share; modules depend on this, never on a driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  engine: Engine;
  /** Throws when the database cannot answer; used by /readyz. */
  ping(): Promise<void>;
  /** Applies the committed migrations in drizzle/ (or in `folder`, for migration tests). */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
  /** The underlying PGlite instance (embedded engine only), for snapshots. */
  pglite?: PGlite;
};

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir: string;
  logger?: Logger;
  poolSize?: number;
  /**
   * DB_TIMEOUT_MS. PostgreSQL: statement_timeout on the server and a query timeout on the client
   * (a database that stops answering). PGlite: how long a request may wait for the embedded
   * database before it is answered 503 (issue 20, finding 3).
   */
  statementTimeoutMs?: number;
  /**
   * PGlite in memory only: start from this dumped data directory (`dumpDataDir`) instead of an
   * empty cluster. Tests load one migrated template per run rather than running initdb and every
   * migration for each suite (test/pglite-template.ts).
   */
  loadDataDir?: Blob;
};

const DEFAULT_TIMEOUT_MS = 10_000;

/** Where PGlite keeps PostgreSQL's files inside DATA_DIR (backups restore into it). */
export function pgDataDir(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // A hung server accepts the connection and never answers: waiting for a new connection must
    // not outlast the query deadline either (measured in test:reliability's db-hung case).
    connectionTimeoutMillis: Math.min(5_000, options.statementTimeoutMs ?? DEFAULT_TIMEOUT_MS),
    statement_timeout: options.statementTimeoutMs ?? DEFAULT_TIMEOUT_MS,
    // The client-side limit is a little longer, so a live server cancels first and says why;
    // this one catches a server (or network) that has stopped answering altogether.
    query_timeout: (options.statementTimeoutMs ?? DEFAULT_TIMEOUT_MS) + 1_000,
  });
  // An idle client losing its server must not crash the process; requests get 503 meanwhile.
  pool.on('error', (error) =>
    options.logger?.warn({ err: safeError(error) }, 'database connection lost'),
  );
  const db: Db = drizzlePg(pool, { schema });
  return {
    db,
    engine: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    migrate: (folder) => migratePostgres(pool, folder),
    close: () => pool.end(),
  };
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const inMemory = options.dataDir === 'memory://';
  if (!inMemory) restrictFileModes(options.dataDir);
  const releaseLock = inMemory ? () => {} : acquireDataDirLock(options.dataDir);
  try {
    // PostgreSQL's files live in DATA_DIR/pgdata, apart from Steady's own (lock, backups): a
    // snapshot of the database directory must not contain the earlier snapshots (ADR 011).
    const client = inMemory
      ? new PGlite({
          parsers: DRIZZLE_PARSERS,
          ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
        })
      : new PGlite(pgDataDir(options.dataDir), { parsers: DRIZZLE_PARSERS });
    await client.waitReady;
    if (!inMemory) restrictFileModes(options.dataDir);
    skipPerQueryParsers(client);
    addWaitDeadline(client, options.statementTimeoutMs ?? DEFAULT_TIMEOUT_MS);
    const db: Db = drizzlePglite(client, { schema });
    return {
      db,
      engine: 'pglite',
      pglite: client,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      migrate: (folder) => migratePglite(client, folder),
      close: async () => {
        try {
          await client.close();
          if (!inMemory) restrictFileModes(options.dataDir);
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

// Drizzle's PGlite driver passes these parsers (raw text for date/time types, which Drizzle maps
// itself) with every query, and PGlite merges them into its whole parser table (several hundred
// array types) on every result: that copy cost more than the query itself (a 250 µs query took
// 630 µs; `npm run bench` GET /api/analytics ran at 0.39 of the raw driver). Installing the same
// parsers once on the instance and dropping the per-query copy gives Drizzle identical rows.
const asText = (value: string) => value;
const DRIZZLE_PARSERS = Object.fromEntries(
  // timestamp, timestamptz, interval, date, and the numeric/timestamp/timestamptz/interval/date arrays
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((oid) => [oid, asText]),
);

function skipPerQueryParsers(client: PGlite): void {
  // PGlite re-derives array parsers from element parsers when it opens; keep Drizzle's raw text.
  Object.assign(client.parsers, DRIZZLE_PARSERS);
  const query = client.query.bind(client);
  client.query = (text, params, queryOptions) =>
    query(text, params, queryOptions && { ...queryOptions, parsers: undefined });
}

/**
 * PostgreSQL keeps its files owner-only; PGlite wrote them 0666 (issue 20, finding 6). PGlite's
 * file layer sets modes itself (the umask is not enough), so the data directory is made 0700 —
 * which alone keeps other users out, as PostgreSQL's own check of its data directory does —
 * and every folder under it 0700 and file 0600 at open, at close and at each snapshot.
 */
export function restrictFileModes(dataDir: string): void {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const tighten = (target: string) => {
    const stat = fs.lstatSync(target);
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      fs.chmodSync(target, 0o700);
      for (const name of fs.readdirSync(target)) tighten(path.join(target, name));
    } else {
      fs.chmodSync(target, 0o600);
    }
  };
  tighten(dataDir);
}

export class DatabaseDeadlineError extends Error {
  override name = 'DatabaseDeadlineError';
  readonly code = 'DB_DEADLINE';
}

/**
 * PGlite runs one statement at a time in this process and cannot cancel one that has started.
 * What can be bounded is the wait: a query or transaction still queued after `ms` is dropped
 * before it starts (so a 503'd write never happens later) and rejected with DB_DEADLINE, which
 * the error handler answers 503. Without this, one stuck transaction hung every request.
 */
function addWaitDeadline(client: PGlite, ms: number): void {
  let tail: Promise<unknown> = Promise.resolve();
  const gate = <T>(run: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      let expired = false;
      const timer = setTimeout(() => {
        expired = true;
        reject(new DatabaseDeadlineError(`the database did not answer within ${ms} ms`));
      }, ms);
      const turn = tail.then(async () => {
        if (expired) return;
        clearTimeout(timer);
        await run().then(resolve, reject);
      });
      tail = turn.catch(() => undefined);
    });
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (text, params, queryOptions) => gate(() => query(text, params, queryOptions));
  client.transaction = (callback) => gate(() => transaction(callback));
}
