// `npm run bench`: Steady's key endpoints under autocannon on loopback, each next to its
// baselines measured in the same run (DESIGN.md §6):
//   - a bare node:http server answering the same status and JSON (every endpoint);
//   - for database endpoints, a bare node:http server issuing the very same queries through the
//     raw driver (PGlite directly, or pg with prepared statements), see lib/baseline-server.ts;
//   - for the built-in chat, a bare node:http server running the same crisis check and companion,
//     so its row shows what that work costs and what the framework adds (reported, not a target).
// Plus the crisis check's time per message in-process (under 1 ms at p99), and chat time-to-first-token through /api/chat/stream against a fake OpenAI-compatible model,
// minus the model's own TTFT. Bounded: BENCH_SECONDS per measurement (default 5).
// Then what the model's leash costs (lib/leash.ts): sentence release and the second opinion, in
// time to first visible text, against a fake model with set delays.
// Env: BENCH_ONLY, BENCH_SECONDS, BENCH_CONNECTIONS (10), BENCH_ENGINES (pglite,postgres), BENCH_TTFT_SAMPLES (200), BENCH_LEASH_SAMPLES (30).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeLlmServer } from '../test/fake-llm-server';
import { load, type LoadRequest, type LoadResult } from './lib/load';
import {
  createScratchDatabase,
  postgresAvailable,
  type Proc,
  ROOT,
  signUp,
  startProcess,
  startSteady,
} from './lib/servers';
import { leashMarkdown, measureLeash } from './lib/leash';
import { timeRiskCheck, type RiskCheckTiming } from './lib/risk-check-time';
import { measureTtft } from './lib/ttft';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const TTFT_SAMPLES = Number(process.env.BENCH_TTFT_SAMPLES ?? 200);
const LEASH_SAMPLES = Number(process.env.BENCH_LEASH_SAMPLES ?? 30);
const NO_DB_TARGET = 0.6;
const DB_TARGET = 0.7;

type Endpoint = {
  name: string;
  request: LoadRequest;
  db: boolean;
  signedIn: boolean;
  /** A no-database endpoint's "raw" column: node:http doing the same work without the framework. */
  rawBaseline?: 'companion';
};
const ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/user (signed out)',
    request: { method: 'GET', path: '/api/user' },
    db: false,
    signedIn: false,
  },
  {
    name: 'POST /api/chat (built-in)',
    request: {
      method: 'POST',
      path: '/api/chat',
      body: { message: 'Work has been stressing me out lately', topic: 'work' },
    },
    db: false,
    signedIn: false,
    rawBaseline: 'companion',
  },
  {
    name: 'GET /api/user (session)',
    request: { method: 'GET', path: '/api/user' },
    db: true,
    signedIn: true,
  },
  {
    name: 'POST /api/track-visit',
    request: {
      method: 'POST',
      path: '/api/track-visit',
      body: { page: '/resources', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) bench' },
    },
    db: true,
    signedIn: false,
  },
  {
    name: 'POST /api/protected/mood',
    request: { method: 'POST', path: '/api/protected/mood', body: { value: 3 } },
    db: true,
    signedIn: true,
  },
  {
    name: 'GET /api/protected/achievements',
    request: { method: 'GET', path: '/api/protected/achievements' },
    db: true,
    signedIn: true,
  },
  {
    name: 'GET /api/analytics',
    request: { method: 'GET', path: '/api/analytics' },
    db: true,
    signedIn: false,
  },
];

// BENCH_ONLY=chat,track picks endpoints whose name contains one of the words (development runs).
const ONLY = process.env.BENCH_ONLY?.split(',');
const SELECTED = ONLY
  ? ENDPOINTS.filter((e) => ONLY.some((word) => e.name.includes(word)))
  : ENDPOINTS;

type Row = {
  endpoint: string;
  engine: string;
  db: boolean;
  steady: LoadResult;
  bare: LoadResult;
  raw?: LoadResult;
};

const fmt = (n: number, digits = 0) => n.toFixed(digits);
const cleanups: (() => Promise<unknown>)[] = [];

async function main() {
  // In-process and first, before any server competes for the CPU.
  const riskCheck = timeRiskCheck();
  console.log(riskCheckLine(riskCheck));
  const started = new Date();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-bench-'));
  cleanups.push(async () => fs.rmSync(tmp, { recursive: true, force: true }));
  const pgOk = ENGINES.includes('postgres') && (await postgresAvailable());
  if (ENGINES.includes('postgres') && !pgOk)
    console.log('PostgreSQL is not reachable: the PostgreSQL half is skipped.');

  type Target = { engine: string; steady: Proc; raw: Proc; cookie: string; rawCookie: string };
  const targets: Target[] = [];
  const track = (proc: Proc) => {
    cleanups.push(() => proc.stop());
    return proc;
  };
  if (ENGINES.includes('pglite')) {
    const steady = track(await startSteady({ dataDir: path.join(tmp, 'steady-pglite') }));
    const raw = track(
      await startProcess(
        ['--import', 'tsx', 'bench/lib/baseline-server.ts'],
        { BASELINE: 'pglite', DATA_DIR: path.join(tmp, 'raw-pglite') },
        { timeoutMs: 90_000 },
      ),
    );
    targets.push({
      engine: 'PGlite',
      steady,
      raw,
      cookie: await signUp(steady.url),
      rawCookie: await rawCookie(raw),
    });
  }
  if (pgOk) {
    const scratch = await createScratchDatabase();
    cleanups.push(() => scratch.drop());
    const steady = track(await startSteady({ databaseUrl: scratch.url }));
    const raw = track(
      await startProcess(['--import', 'tsx', 'bench/lib/baseline-server.ts'], {
        BASELINE: 'postgres',
        DATABASE_URL: scratch.url,
      }),
    );
    targets.push({
      engine: 'PostgreSQL',
      steady,
      raw,
      cookie: await signUp(steady.url),
      rawCookie: await rawCookie(raw),
    });
  }
  const first = targets[0];
  if (!first) throw new Error('no engine to benchmark');

  // The bare server answers exactly what Steady answers (status and JSON body) for each route.
  const canned: Record<string, { status: number; body?: unknown }> = {};
  for (const e of ENDPOINTS) {
    const response = await send(first.steady.url, e.request, e.signedIn ? first.cookie : undefined);
    const text = await response.text();
    canned[`${e.request.method} ${e.request.path}${e.signedIn ? '' : '#anon'}`] = {
      status: response.status,
      ...(text ? { body: JSON.parse(text) } : {}),
    };
  }
  const bareFor = async (e: Endpoint) => {
    const key = `${e.request.method} ${e.request.path}${e.signedIn ? '' : '#anon'}`;
    const answer = canned[key];
    const proc = await startProcess(['--import', 'tsx', 'bench/lib/baseline-server.ts'], {
      BASELINE: 'static',
      BASELINE_CANNED: JSON.stringify({ [`${e.request.method} ${e.request.path}`]: answer }),
    });
    return proc;
  };

  console.log(
    `Steady bench — ${SECONDS}s per measurement, ${CONNECTIONS} connections, loopback; ${os.cpus().length} CPUs, Node ${process.version}`,
  );
  const rows: Row[] = [];
  for (const e of SELECTED) {
    const bare = await bareFor(e);
    const work = e.rawBaseline
      ? await startProcess(['--import', 'tsx', 'bench/lib/baseline-server.ts'], {
          BASELINE: e.rawBaseline,
        })
      : undefined;
    try {
      for (const t of e.db ? targets : [first]) {
        const req = (cookie: string) => ({ ...e.request, ...(e.signedIn ? { cookie } : {}) });
        // Warm-up (JIT, prepared statements, caches), then the measurements back to back.
        await load(t.steady.url, req(t.cookie), 1, CONNECTIONS);
        if (e.db) await load(t.raw.url, req(t.rawCookie), 1, CONNECTIONS);
        if (work) await load(work.url, req(t.cookie), 1, CONNECTIONS);
        await load(bare.url, req(t.cookie), 1, CONNECTIONS);
        const bareResult = await load(bare.url, req(t.cookie), SECONDS, CONNECTIONS);
        const steady = await load(t.steady.url, req(t.cookie), SECONDS, CONNECTIONS);
        const rawUrl = e.db ? t.raw.url : work?.url;
        const raw = rawUrl
          ? await load(rawUrl, req(e.db ? t.rawCookie : t.cookie), SECONDS, CONNECTIONS)
          : undefined;
        const row: Row = {
          endpoint: e.name,
          engine: e.db ? t.engine : '—',
          db: e.db,
          steady,
          bare: bareResult,
          ...(raw ? { raw } : {}),
        };
        rows.push(row);
        printRow(row, e);
      }
    } finally {
      await bare.stop();
      await work?.stop();
    }
  }

  // Chat time to first token: Steady streaming from a fake model vs the fake model itself.
  const llm = await startFakeLlmServer();
  cleanups.push(() => llm.close());
  const chatSteady = track(
    await startSteady({
      env: { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'fake-model', LLM_API_KEY: 'bench' },
    }),
  );
  const ttft = await measureTtft(llm.baseUrl, chatSteady.url, Math.max(1, TTFT_SAMPLES));
  console.log(
    `chat TTFT p50: model ${fmt(ttft.modelP50, 2)} ms, through Steady ${fmt(ttft.steadyP50, 2)} ms, added ${fmt(ttft.addedP50, 2)} ms (target ≤ 5 ms) ${ttft.addedP50 <= 5 ? 'ok' : 'MISSED'}; p99 added ${fmt(ttft.addedP99, 2)} ms`,
  );

  const leash = await measureLeash(llm, chatSteady.url, Math.max(1, LEASH_SAMPLES));
  console.log(`\n${leashMarkdown(leash)}`);

  const out = path.join(ROOT, 'bench/.tmp');
  fs.mkdirSync(out, { recursive: true });
  const summary = {
    date: started.toISOString(),
    cpus: os.cpus().length,
    node: process.version,
    seconds: SECONDS,
    connections: CONNECTIONS,
    rows,
    ttft,
    riskCheck,
    leash,
  };
  fs.writeFileSync(path.join(out, 'bench-latest.json'), JSON.stringify(summary, null, 2));
  const report = `${markdown(rows, ttft, riskCheck)}\n\n${leashMarkdown(leash)}\n`;
  fs.writeFileSync(path.join(out, 'bench-latest.md'), report);
  console.log(`\n${report}written to bench/.tmp/bench-latest.{json,md}`);
}

function markdown(
  rows: Row[],
  ttft: Awaited<ReturnType<typeof measureTtft>>,
  riskCheck: RiskCheckTiming,
): string {
  const lines = [
    '| endpoint | engine | Steady req/s | p50 / p99 ms | bare node:http req/s | ratio to bare | raw req/s (driver; for chat, its own work) | ratio to raw | target | met |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const r of rows) {
    const toBare = r.steady.rps / r.bare.rps;
    const toRaw = r.raw ? r.steady.rps / r.raw.rps : undefined;
    const target = r.db ? `≥ ${DB_TARGET} of raw` : `≥ ${NO_DB_TARGET} of bare`;
    const met = r.db ? (toRaw ?? 0) >= DB_TARGET : toBare >= NO_DB_TARGET;
    const errs = r.steady.errors ? ` (${r.steady.errors} errors)` : '';
    lines.push(
      `| ${r.endpoint} | ${r.engine} | ${fmt(r.steady.rps)}${errs} | ${r.steady.p50} / ${r.steady.p99} | ${fmt(r.bare.rps)} | ${fmt(toBare, 2)} | ${r.raw ? fmt(r.raw.rps) : '—'} | ${toRaw === undefined ? '—' : fmt(toRaw, 2)} | ${target} | ${met ? 'yes' : 'no'} |`,
    );
  }
  lines.push(
    '',
    `Chat time to first token (${ttft.samples} sequential streams, fake OpenAI-compatible model on loopback): model alone p50 ${fmt(ttft.modelP50, 2)} ms, through Steady's /api/chat/stream p50 ${fmt(ttft.steadyP50, 2)} ms → Steady adds **${fmt(ttft.addedP50, 2)} ms** at p50 (${fmt(ttft.addedP99, 2)} ms at p99); target ≤ 5 ms: ${ttft.addedP50 <= 5 ? 'met' : 'missed'}.`,
    '',
    riskCheckLine(riskCheck),
  );
  return lines.join('\n');
}

function riskCheckLine(t: RiskCheckTiming): string {
  return `Crisis check in-process (${t.messages} corpus messages × ${t.passes}, warmed up): p50 ${t.p50Us} µs, **p99 ${t.p99Us} µs**, max ${t.maxUs} µs; CPU time p99 ${t.cpuP99Us} µs; same-run baseline (normalise + one regex) p99 ${t.baselineP99Us} µs; target p99 < 1000 µs: ${t.p99Us < 1000 ? 'met' : 'missed'}${t.asServerRuns ? '' : ' (NOT as the server runs: started without scripts/server-node-args.mjs)'}.`;
}

function printRow(r: Row, e: Endpoint) {
  const toBare = r.steady.rps / r.bare.rps;
  const parts = [
    `${e.name.padEnd(34)} ${r.engine.padEnd(10)}`,
    `steady ${fmt(r.steady.rps).padStart(6)} req/s p50 ${r.steady.p50} p99 ${r.steady.p99} ms`,
    `bare ${fmt(r.bare.rps).padStart(6)} (×${fmt(toBare, 2)})`,
  ];
  if (r.raw) parts.push(`raw ${fmt(r.raw.rps).padStart(6)} (×${fmt(r.steady.rps / r.raw.rps, 2)})`);
  if (r.steady.errors) parts.push(`${r.steady.errors} errors`);
  console.log(parts.join(' | '));
}

async function send(baseUrl: string, request: LoadRequest, cookie?: string): Promise<Response> {
  return fetch(baseUrl + request.path, {
    method: request.method,
    headers: {
      ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
  });
}

async function rawCookie(raw: Proc): Promise<string> {
  const response = await fetch(`${raw.url}/__session`);
  return ((await response.json()) as { cookie: string }).cookie;
}

let cleaning = false;
async function cleanup() {
  if (cleaning) return;
  cleaning = true;
  for (const fn of cleanups.reverse()) await fn().catch(() => {});
}
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));
// A hard ceiling, so a stuck run never outlives its budget.
setTimeout(
  () => {
    console.error('bench: time limit reached');
    void cleanup().then(() => process.exit(2));
  },
  (ENDPOINTS.length * 2 * (SECONDS * 3 + 6) + 240 + LEASH_SAMPLES * 3) * 1000,
).unref();

main()
  .then(cleanup)
  .catch(async (error: unknown) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  });
