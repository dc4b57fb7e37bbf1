// GET /api/analytics latency at 10^3 and 10^6 recorded visits, on PGlite and (when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set) PostgreSQL. The visits are simulated in SQL
// (generate_series) and folded into the analytics tables exactly as the write path would fold
// them, so the tables hold what that many real visits leave behind.
// Run: npx tsx bench/analytics-scale.ts
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../src/server/app';
import { openDatabase, type Database } from '../src/server/db/client';
import { testEnv } from '../src/server/env';
import { manualClock } from '../src/server/lib/clock';

const TODAY = '2026-06-30';
const SCALES = [1_000, 1_000_000];
const WARMUP = 100;
const BATCH = 25;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

async function seed(database: Database, visits: number) {
  const { db } = database;
  await db.execute(sql`truncate visit_days, visit_page_days, visit_day_visitors, visit_day_salts`);
  // A year of traffic over 20 pages; each visitor id comes back on three days.
  await db.execute(sql`drop table if exists bench_events`);
  await db.execute(sql`
    create temp table bench_events as
    select (${TODAY}::date - (i % 365)) as day, '/page-' || (i % 20) as page, (i / 1095) as visitor
    from generate_series(0, ${visits}::int - 1) as i`);
  await db.execute(sql`
    insert into visit_days (day, visits, uniques)
    select day, count(*), count(distinct visitor) from bench_events group by day`);
  await db.execute(sql`
    insert into visit_page_days (day, page, visits)
    select day, page, count(*) from bench_events where day > ${TODAY}::date - 30 group by day, page`);
  await db.execute(sql`
    insert into visit_day_visitors (day, visitor_hash)
    select distinct day, sha256(convert_to('bench-' || visitor, 'UTF8')) from bench_events where day = ${TODAY}::date`);
  await db.execute(
    sql`insert into visit_day_salts (day, salt) values (${TODAY}::date, sha256('salt'::bytea))`,
  );
  await db.execute(sql`drop table bench_events`);
  await db.execute(sql`analyze`);
}

async function rowCounts(database: Database) {
  const result: unknown = await database.db.execute(sql`
    select (select count(*) from visit_days)::int as days, (select count(*) from visit_page_days)::int as page_days,
           (select count(*) from visit_day_visitors)::int as today_hashes`);
  if (typeof result === 'object' && result && 'rows' in result && Array.isArray(result.rows))
    return result.rows[0];
  return undefined;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

async function startApp(database: Database) {
  const app = await createApp({
    database,
    env: testEnv(),
    clock: manualClock(`${TODAY}T12:00:00Z`),
    llm: null,
    serveClient: false,
  });
  await app.ready();
  return app;
}

type App = Awaited<ReturnType<typeof startApp>>;

async function timeRequests(app: App, count: number, into: number[]) {
  for (let i = 0; i < count; i += 1) {
    const started = process.hrtime.bigint();
    const response = await app.inject('/api/analytics');
    into.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (response.statusCode !== 200) throw new Error(`analytics answered ${response.statusCode}`);
  }
}

/** Alternates batches between the apps, so warm-up and noise from other processes hit both alike. */
async function measureInterleaved(apps: App[]) {
  for (const app of apps) await timeRequests(app, WARMUP, []);
  const times = apps.map(() => [] as number[]);
  for (let done = 0; done < SAMPLES; done += BATCH) {
    for (const [index, app] of apps.entries()) await timeRequests(app, BATCH, times[index] ?? []);
  }
  return times.map((list) => {
    list.sort((a, b) => a - b);
    return { median: percentile(list, 50), p95: percentile(list, 95) };
  });
}

async function admin(text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new database per call, dropped when closed. */
async function openFreshPostgres(): Promise<Database> {
  const name = `steady_bench_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: 'memory://',
    poolSize: 4,
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

async function benchEngine(label: string, open: () => Promise<Database>) {
  const databases: Database[] = [];
  try {
    const apps: App[] = [];
    for (const visits of SCALES) {
      const database = await open();
      databases.push(database);
      await database.migrate();
      await seed(database, visits);
      const app = await startApp(database);
      const totalVisits = (await app.inject('/api/analytics')).json().totalVisits;
      if (totalVisits !== visits)
        throw new Error(`expected ${visits} visits, the endpoint says ${totalVisits}`);
      apps.push(app);
    }
    const timings = await measureInterleaved(apps);
    for (const [index, visits] of SCALES.entries()) {
      const timing = timings[index];
      const counts = await rowCounts(databases[index] as Database);
      console.log(
        `${label.padEnd(9)} ${visits.toLocaleString('en').padStart(9)} visits  median ${timing?.median.toFixed(2)} ms  p95 ${timing?.p95.toFixed(2)} ms  rows ${JSON.stringify(counts)}`,
      );
    }
    const [small, large] = timings;
    if (small && large) {
      console.log(
        `${label.padEnd(9)} ratio 10^6 / 10^3: median ${(large.median / small.median).toFixed(2)}, p95 ${(large.p95 / small.p95).toFixed(2)}`,
      );
    }
    for (const app of apps) await app.close();
  } finally {
    for (const database of databases) await database.close();
  }
}

console.log(
  `GET /api/analytics: ${SAMPLES} sequential requests per scale after ${WARMUP} warm-up, batches of ${BATCH} alternating between scales, in-process (app.inject)`,
);
await benchEngine('pglite', () => openDatabase({ dataDir: 'memory://' }));
if (adminUrl) await benchEngine('postgres', openFreshPostgres);
else console.log('postgres  skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
