import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { describeEngines } from '../../../../test/server-harness';
import { createApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { testEnv } from '../../env';
import { manualClock } from '../../lib/clock';
import { analytics, freshAnalyticsApp, rows, visit } from '../../../../test/analytics-test-kit';

// A documentation-range address and a user agent no other test or table could contain.
const PROBE_IP = '203.0.113.77';
const PROBE_IP_BYTES = Buffer.from([203, 0, 113, 77]);
const PROBE_UA =
  'Mozilla/5.0 (X11; Linux x86_64) SteadyPrivacyProbe/7.3.1-qx9 Chrome/140.0 Safari/537.36';
const PROBE_UA_MARKER = 'SteadyPrivacyProbe';
// The positive control: this is stored, so a search that works must find it.
const PROBE_PAGE = '/resources/privacy-probe-page';

async function sendProbeVisits(app: FastifyInstance) {
  for (const page of [PROBE_PAGE, `${PROBE_PAGE}?ip=${PROBE_IP}`, '/chat']) {
    expect((await visit(app, page, { ip: PROBE_IP, userAgent: PROBE_UA })).statusCode).toBe(204);
  }
  expect((await analytics(app)).uniqueVisitors).toBe(1);
}

/** Every column of every table in every user schema, read as text; returns where the needle is. */
async function searchDatabase(database: Database, needle: string): Promise<string[]> {
  const columns = await rows(
    database,
    sql`select table_schema, table_name, column_name from information_schema.columns
        where table_schema not in ('pg_catalog', 'information_schema') and table_schema not like 'pg_toast%'`,
  );
  expect(columns.length).toBeGreaterThan(20);
  const hexNeedle = Buffer.from(needle).toString('hex');
  const found: string[] = [];
  for (const column of columns) {
    const qualified = sql.raw(`"${String(column.table_schema)}"."${String(column.table_name)}"`);
    const name = sql.raw(`"${String(column.column_name)}"`);
    // bytea reads as \x<hex>, so the hex form of the needle is searched too.
    const hits = await rows(
      database,
      sql`select count(*)::int as n from ${qualified}
          where strpos(lower(${name}::text), lower(${needle})) > 0 or strpos(lower(${name}::text), ${hexNeedle}) > 0`,
    );
    if (Number(hits[0]?.n) > 0)
      found.push(`${String(column.table_name)}.${String(column.column_name)}`);
  }
  return found;
}

describeEngines('analytics privacy: no IP address or user agent in the database', (server) => {
  it('finds neither in any table or column, yet finds the stored path', async () => {
    const { app } = await freshAnalyticsApp(server().database, { TRUST_PROXY: '1' });
    try {
      await sendProbeVisits(app);
      const database = server().database;
      expect(await searchDatabase(database, PROBE_PAGE)).toEqual(['visit_page_days.page']);
      expect(await searchDatabase(database, PROBE_IP)).toEqual([]);
      expect(await searchDatabase(database, PROBE_UA_MARKER)).toEqual([]);
      expect(await searchDatabase(database, PROBE_UA)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

async function filesContaining(paths: string[], needle: Buffer): Promise<string[]> {
  const hits: string[] = [];
  for (const path of paths) if ((await readFile(path)).includes(needle)) hits.push(path);
  return hits;
}

describe('analytics privacy: the PGlite data directory on disk', () => {
  it('holds neither the IP address nor the user agent in any file, WAL included', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'steady-privacy-'));
    try {
      const database = await openDatabase({ dataDir });
      await database.migrate();
      const app = await createApp({
        database,
        env: testEnv({ TRUST_PROXY: '1', DATA_DIR: dataDir }),
        clock: manualClock(),
        llm: null,
        serveClient: false,
      });
      await sendProbeVisits(app);
      await app.close();
      await database.close();

      const files = await filesUnder(dataDir);
      expect(files.length).toBeGreaterThan(100);
      expect(await filesContaining(files, Buffer.from(PROBE_PAGE))).not.toEqual([]);
      expect(await filesContaining(files, Buffer.from(PROBE_IP))).toEqual([]);
      expect(await filesContaining(files, PROBE_IP_BYTES)).toEqual([]);
      expect(await filesContaining(files, Buffer.from(PROBE_UA_MARKER))).toEqual([]);
      expect(await filesContaining(files, Buffer.from(PROBE_UA_MARKER, 'utf16le'))).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
