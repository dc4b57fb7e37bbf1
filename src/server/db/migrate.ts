import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateWithPg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migrateWithPglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

// Any fixed number works; it only has to be the same in every Steady process.
const MIGRATION_LOCK_KEY = 7_106_301;

// `folder` is for tests that stop at an earlier migration (drizzle/ in production).
export async function migratePglite(client: PGlite, folder = migrationsFolder): Promise<void> {
  await migrateWithPglite(drizzlePglite(client), { migrationsFolder: folder });
}

/** Safe when several processes start at once: an advisory lock lets one migrate at a time. */
export async function migratePostgres(pool: pg.Pool, folder = migrationsFolder): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateWithPg(drizzlePg(connection), { migrationsFolder: folder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}
