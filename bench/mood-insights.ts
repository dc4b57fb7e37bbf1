// GET /api/protected/mood/insights for five years of daily check-ins (issue 19: at most 50 ms),
// on PGlite and PostgreSQL, in-process (app.inject). Baselines from the same run, interleaved
// in batches so other load on the machine hits all alike:
//   - "repo": the same statement straight through the database handle, no HTTP, session
//     lookup, validation or serialisation, so the ratio shows what the endpoint adds;
//   - "1 year": the endpoint for a user with one year of rows, so the ratio shows how the cost
//     grows with history.
// Run: npm run bench (after the endpoint table), or alone: npx tsx bench/mood-insights.ts
// Env: BENCH_SAMPLES (400), BENCH_ENGINES (pglite,postgres).
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { moods } from '../src/server/db/schema';
import { createMoodDataRepo } from '../src/server/modules/progress/mood-data.repo';

process.env.TEST_DATABASE_URL ??=
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const { createTestServer, signUp } = await import('../test/server-harness');
type TestServer = Awaited<ReturnType<typeof createTestServer>>;

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const WARMUP = 50;
const BATCH = 20;
const TARGET_P99_MS = 50;
const DAY = 24 * 60 * 60 * 1000;
const TAGS = ['exercise', 'outdoors', 'work', 'family', 'friends', 'alcohol', 'screen time'];
const SLEEP = ['sleep: poor', 'sleep: ok', 'sleep: good'];

/** One check-in a day (two on Sundays), two to four tags each, moods loosely tied to tags. */
async function seedDays(server: TestServer, userId: number, days: number) {
  const rows = [];
  const end = Date.parse('2026-11-01T20:00:00Z');
  for (let n = 0; n < days; n += 1) {
    const at = end - n * DAY;
    const tags = [SLEEP[n % 3] ?? 'sleep: ok', TAGS[n % 7] ?? 'work', TAGS[(n * 3) % 7] ?? 'work'];
    if (n % 5 === 0) tags.push('poker night');
    const value = 1 + ((n * 7 + (n % 3) * 2) % 5);
    rows.push({ userId, value, tags: [...new Set(tags)], createdAt: new Date(at) });
    if (new Date(at).getUTCDay() === 0)
      rows.push({ userId, value: 3, tags: ['family'], createdAt: new Date(at - 8 * 3600_000) });
  }
  for (let i = 0; i < rows.length; i += 500)
    await server.database.db.insert(moods).values(rows.slice(i, i + 500));
  await server.database.db.execute(sql`analyze moods`);
  return rows.length;
}

type Probe = { name: string; run: () => Promise<void> };

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)] ?? NaN;
}

// This process's CPU time per call as well as wall time: on PGlite the database runs in this
// process, so its CPU time is what one request costs a core, however busy the machine is.
const cpu: number[][] = [];
async function time(probe: Probe, count: number, into: number[], cpuInto?: number[]) {
  for (let i = 0; i < count; i += 1) {
    const cpuStart = process.cpuUsage();
    const started = process.hrtime.bigint();
    await probe.run();
    into.push(Number(process.hrtime.bigint() - started) / 1e6);
    const used = process.cpuUsage(cpuStart);
    cpuInto?.push((used.user + used.system) / 1000);
  }
}

async function benchEngine(engine: 'pglite' | 'postgres') {
  const server = await createTestServer(engine);
  try {
    const fiveYears = await signUp(server.app);
    const oneYear = await signUp(server.app);
    const rows5 = await seedDays(server, fiveYears.id, 5 * 365 + 1);
    await seedDays(server, oneYear.id, 365);
    const endpoint =
      (cookie: string): Probe['run'] =>
      async () => {
        const response = await server.app.inject({
          url: '/api/protected/mood/insights?timeZone=Europe/London',
          headers: { cookie },
        });
        if (response.statusCode !== 200)
          throw new Error(`insights answered ${response.statusCode}`);
      };
    const repo = createMoodDataRepo(server.database.db);
    const probes: Probe[] = [
      { name: 'endpoint, 5 years', run: endpoint(fiveYears.cookie) },
      {
        name: 'repo, 5 years',
        run: async () => {
          await repo.insightFigures(fiveYears.id, 'Europe/London');
        },
      },
      { name: 'endpoint, 1 year', run: endpoint(oneYear.cookie) },
    ];
    const check = await server.app.inject({
      url: '/api/protected/mood/insights?timeZone=Europe/London',
      headers: { cookie: fiveYears.cookie },
    });
    const body = check.json();
    for (const probe of probes) await time(probe, WARMUP, []);
    const times = probes.map(() => [] as number[]);
    cpu.length = 0;
    for (const _ of probes) cpu.push([]);
    const loadBefore = os.loadavg()[0] ?? NaN;
    for (let done = 0; done < SAMPLES; done += BATCH)
      for (const [i, probe] of probes.entries())
        await time(probe, BATCH, times[i] ?? [], cpu[i] ?? []);
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    const stats = times.map((list, i) => {
      const wall = sorted(list);
      const cpuTimes = sorted(cpu[i] ?? []);
      return {
        p50: percentile(wall, 50),
        p99: percentile(wall, 99),
        max: wall.at(-1) ?? NaN,
        cpuP50: percentile(cpuTimes, 50),
        cpuP99: percentile(cpuTimes, 99),
      };
    });
    const loadAfter = os.loadavg()[0] ?? NaN;
    const label = engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
    console.log(
      `${label}: ${rows5} check-ins over ${body.days} days, ${body.tags.length} tags with enough data; load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${os.cpus().length} CPUs`,
    );
    for (const [i, probe] of probes.entries()) {
      const s = stats[i];
      if (!s) continue;
      console.log(
        `  ${probe.name.padEnd(18)} wall p50 ${s.p50.toFixed(2).padStart(6)} ms  p99 ${s.p99.toFixed(2).padStart(6)} ms  max ${s.max.toFixed(2).padStart(6)} ms | this process's CPU p50 ${s.cpuP50.toFixed(2)} ms  p99 ${s.cpuP99.toFixed(2)} ms`,
      );
    }
    const [end5, repo5, end1] = stats;
    if (end5 && repo5 && end1) {
      console.log(
        `  endpoint / repo p50 ${(end5.p50 / repo5.p50).toFixed(2)}; 5 years / 1 year p50 ${(end5.p50 / end1.p50).toFixed(2)}; ` +
          `p99 ${end5.p99.toFixed(2)} ms against ≤ ${TARGET_P99_MS} ms: ${end5.p99 <= TARGET_P99_MS ? 'met' : 'MISSED'}`,
      );
    }
  } finally {
    await server.close();
  }
}

console.log(
  `GET /api/protected/mood/insights: ${SAMPLES} sequential requests per probe after ${WARMUP} warm-up, batches of ${BATCH} alternating, in-process`,
);
if (ENGINES.includes('pglite')) await benchEngine('pglite');
if (ENGINES.includes('postgres')) {
  try {
    await benchEngine('postgres');
  } catch (error) {
    console.log(`PostgreSQL skipped: ${error instanceof Error ? error.message : String(error)}`);
  }
}
