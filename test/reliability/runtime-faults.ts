// Three run-time faults from issue 20, each with figures for bench/RESULTS.md:
// - redis-cut: the Redis link dropped under load: limits fail open, no 5xx, /readyz stays ready
//   (Redis "degraded"), and the shared counters come back by themselves.
// - db-hung: PostgreSQL accepts connections but never answers (not refused): requests get 503
//   JSON within the database deadline instead of hanging, /healthz keeps answering, and the app
//   recovers with nothing acknowledged lost.
// - slow-body: clients trickling a request body byte by byte (slowloris) are cut by
//   requestTimeout while normal requests keep being served.
import net from 'node:net';
import {
  createScratchDatabase,
  type Proc,
  reauth,
  signUp,
  sleep,
  startSteady,
} from '../../bench/lib/servers';
import { assert, check, figures, percentile } from './harness';
import { startTcpProxy } from './tcp-proxy';

// A request that starts in one phase and ends in the next (in flight when the fault began or
// ended) is counted apart, as 'transition': it shows what the switch itself costs.
type Phase = 'before' | 'during' | 'after' | 'transition';
type Sample = { phase: Phase; status: number; ms: number };

/** A fresh server's first answers include its warm-up (JIT, first connections): not a figure. */
async function warmUp(url: string): Promise<void> {
  for (let i = 0; i < 30; i += 1) {
    await (await json(`${url}/api/chat`, { message: 'Long day, but fine.' })).arrayBuffer();
    await (
      await json(`${url}/api/track-visit`, { page: '/resources', userAgent: 'reliability' })
    ).arrayBuffer();
  }
}

/** Keeps `concurrency` loops calling `request` until stopped, tagging each answer with the phase. */
function workload(concurrency: number, request: () => Promise<Response>) {
  const samples: Sample[] = [];
  const errors: string[] = [];
  let phase: Phase = 'before';
  let stop = false;
  const loops = Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!stop) {
        const started = Date.now();
        const at = phase;
        try {
          const response = await request();
          await response.arrayBuffer();
          samples.push({
            phase: at === phase ? at : 'transition',
            status: response.status,
            ms: Date.now() - started,
          });
          if (response.status === 503) await sleep(50);
        } catch (error) {
          errors.push(`${at}: ${error instanceof Error ? error.message : String(error)}`);
          await sleep(50);
        }
      }
    }),
  );
  return {
    samples,
    errors,
    setPhase: (next: Phase) => {
      phase = next;
    },
    stop: async () => {
      stop = true;
      await loops;
    },
  };
}

function summarise(samples: Sample[], phase: Phase) {
  const mine = samples.filter((s) => s.phase === phase);
  const statuses: Record<string, number> = {};
  for (const s of mine) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
  const ms = mine.map((s) => s.ms);
  return {
    requests: mine.length,
    statuses,
    serverErrors: mine.filter((s) => s.status >= 500 && s.status !== 503).length,
    p50Ms: percentile(ms, 50),
    p99Ms: percentile(ms, 99),
    maxMs: ms.length ? Math.max(...ms) : NaN,
  };
}

const json = (url: string, body: unknown, cookie?: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });

async function redisCut(): Promise<void> {
  const proxy = await startTcpProxy('127.0.0.1', 6379);
  let steady: Proc | undefined;
  try {
    steady = await startSteady({
      env: {
        // Its own Redis database; limits on (high), so every request consults Redis.
        REDIS_URL: `redis://127.0.0.1:${proxy.port}/12`,
        RATE_LIMIT_CHAT_PER_MIN: '1000000',
      },
    });
    const url = steady.url;
    await warmUp(url);
    await check(
      'redis-cut',
      'Redis cut at run time: no 5xx, /readyz stays 200 with Redis degraded, reconnects by itself',
      async () => {
        const load = workload(6, () =>
          Math.random() < 0.5
            ? json(`${url}/api/chat`, { message: 'Long day, but fine.' })
            : json(`${url}/api/track-visit`, { page: '/resources', userAgent: 'reliability' }),
        );
        await sleep(2000);
        load.setPhase('during');
        proxy.cut();
        await sleep(1500);
        const ready = await fetch(`${url}/readyz`);
        const readyBody = (await ready.json()) as { redis?: string };
        await sleep(2500);
        load.setPhase('after');
        proxy.restore();
        const restoredAt = Date.now();
        let reconnectedMs = -1;
        while (Date.now() - restoredAt < 20_000) {
          const probe = (await (await fetch(`${url}/readyz`)).json()) as { redis?: string };
          if (probe.redis === 'ok') {
            reconnectedMs = Date.now() - restoredAt;
            break;
          }
          await sleep(100);
        }
        await sleep(1500);
        await load.stop();
        const result = {
          before: summarise(load.samples, 'before'),
          during: summarise(load.samples, 'during'),
          after: summarise(load.samples, 'after'),
          transition: summarise(load.samples, 'transition'),
          readyzDuring: { status: ready.status, redis: readyBody.redis },
          reconnectedMs,
          networkErrors: load.errors.length,
        };
        figures['faults.redisCut'] = result;
        const fivexx = load.samples.filter((s) => s.status >= 500).length;
        assert(fivexx === 0, `${fivexx} answers ≥ 500: ${JSON.stringify(result)}`);
        assert(load.errors.length === 0, `network errors: ${load.errors.slice(0, 3).join(' | ')}`);
        assert(result.during.requests > 0, 'nothing served while Redis was away');
        assert(
          ready.status === 200 && readyBody.redis === 'degraded',
          `/readyz during the cut: ${ready.status} ${JSON.stringify(readyBody)}`,
        );
        assert(reconnectedMs >= 0, 'Redis not back within 20 s of returning');
        return `served ${result.during.requests} during the cut (p99 ${result.during.p99Ms} ms vs ${result.before.p99Ms} ms before), 0 ≥ 500; /readyz 200 redis=degraded; reconnected ${reconnectedMs} ms after Redis returned`;
      },
    );
  } finally {
    await steady?.stop();
    await proxy.close();
  }
}

const DB_TIMEOUT_MS = 2000;

async function databaseHung(): Promise<void> {
  const scratch = await createScratchDatabase('steady_hung');
  const target = new URL(scratch.url);
  const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  const viaProxy = new URL(scratch.url);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  let steady: Proc | undefined;
  try {
    steady = await startSteady({
      databaseUrl: viaProxy.toString(),
      env: { DB_TIMEOUT_MS: String(DB_TIMEOUT_MS) },
    });
    const url = steady.url;
    await check(
      'db-hung',
      `PostgreSQL hung (accepts, never answers): 503 JSON within the deadline, /healthz answers, recovery, nothing acknowledged lost`,
      async () => {
        const cookie = await signUp(url);
        const acked = new Map<number, number>();
        let n = 0;
        const load = workload(6, async () => {
          const value = 1 + (n++ % 5);
          const response = await json(`${url}/api/protected/mood`, { value }, cookie);
          if (response.status === 201) {
            const body = (await response.clone().json()) as { id: number };
            acked.set(body.id, value);
          }
          return response;
        });
        const health = workload(1, () => fetch(`${url}/healthz`));
        await sleep(1500);
        load.setPhase('during');
        health.setPhase('during');
        proxy.stall();
        const readyStarted = Date.now();
        const ready = await fetch(`${url}/readyz`);
        const readyMs = Date.now() - readyStarted;
        await sleep(6000);
        load.setPhase('after');
        health.setPhase('after');
        proxy.restore();
        const restoredAt = Date.now();
        let recoveredMs = -1;
        while (Date.now() - restoredAt < 30_000) {
          const probe = await fetch(`${url}/readyz`);
          if (probe.status === 200) {
            recoveredMs = Date.now() - restoredAt;
            break;
          }
          await sleep(100);
        }
        await sleep(2000);
        await Promise.all([load.stop(), health.stop()]);
        await reauth(url, cookie);
        const exported = (await (
          await fetch(`${url}/api/protected/export`, { headers: { cookie } })
        ).json()) as { moods: { id: number; value: number }[] };
        const stored = new Map(exported.moods.map((m) => [m.id, m.value]));
        const lost = [...acked].filter(([id, value]) => stored.get(id) !== value).length;
        const during = summarise(load.samples, 'during');
        const result = {
          before: summarise(load.samples, 'before'),
          during,
          after: summarise(load.samples, 'after'),
          transition: summarise(load.samples, 'transition'),
          healthzDuring: summarise(health.samples, 'during'),
          readyzDuring: { status: ready.status, ms: readyMs },
          recoveredMs,
          acknowledged: acked.size,
          lost,
          networkErrors: load.errors.length,
        };
        figures['faults.databaseHung'] = result;
        assert(ready.status === 503, `/readyz during the hang answered ${ready.status}`);
        assert(during.requests > 0 && (during.statuses['503'] ?? 0) > 0, 'no 503 during the hang');
        assert(
          load.samples.every((s) => s.status < 500 || s.status === 503),
          `answers ≥ 500 other than 503: ${JSON.stringify(result)}`,
        );
        // The longest wait: a query already sent waits out the client query timeout
        // (DB_TIMEOUT_MS + 1 s); a new connection waits out the connect timeout (DB_TIMEOUT_MS).
        assert(during.maxMs <= DB_TIMEOUT_MS + 2000, `a request waited ${during.maxMs} ms`);
        assert(load.errors.length === 0, `network errors: ${load.errors.slice(0, 3).join(' | ')}`);
        assert(result.healthzDuring.requests > 0, '/healthz did not answer during the hang');
        assert(recoveredMs >= 0, 'no recovery within 30 s');
        assert((result.after.statuses['201'] ?? 0) > 0, 'no write after recovery');
        assert(lost === 0, `${lost} acknowledged moods lost`);
        return `during: ${during.requests} answers ${JSON.stringify(during.statuses)}, p50 ${during.p50Ms} ms, max ${during.maxMs} ms; /readyz 503 in ${readyMs} ms; /healthz p99 ${result.healthzDuring.p99Ms} ms; recovered ${recoveredMs} ms after; ${acked.size} acknowledged, 0 lost`;
      },
    );
  } finally {
    await steady?.stop();
    await proxy.close();
    await scratch.drop();
  }
}

const REQUEST_TIMEOUT_MS = 3000;
const SLOW_CLIENTS = 100;

/** Sends a request head, then its body one byte every 500 ms; resolves when the server cuts it. */
function slowClient(port: number): Promise<{ cutMs: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/track-visit HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{',
      );
    });
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write(' ');
    }, 500);
    socket.on('data', (chunk) => {
      answer ||= chunk.toString('latin1').split('\r\n')[0] ?? '';
    });
    const done = () => {
      clearInterval(drip);
      resolve({ cutMs: Date.now() - started, answer });
    };
    socket.on('close', done);
    socket.on('error', () => socket.destroy());
    // A client never cut is a failure; stop it after a generous bound.
    setTimeout(() => socket.destroy(), 30_000).unref();
  });
}

async function slowBody(): Promise<void> {
  const steady = await startSteady({
    env: { HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) },
  });
  try {
    await check(
      'slow-body',
      `${SLOW_CLIENTS} slow-body clients are cut by requestTimeout (${REQUEST_TIMEOUT_MS} ms) while normal requests are served`,
      async () => {
        const url = steady.url;
        await warmUp(url);
        const port = Number(new URL(url).port);
        const healthy = workload(4, () =>
          Math.random() < 0.5
            ? json(`${url}/api/chat`, { message: 'Long day, but fine.' })
            : json(`${url}/api/track-visit`, { page: '/resources', userAgent: 'reliability' }),
        );
        await sleep(2000);
        healthy.setPhase('during');
        const cuts = await Promise.all(
          Array.from({ length: SLOW_CLIENTS }, () => slowClient(port)),
        );
        healthy.setPhase('after');
        await sleep(1000);
        await healthy.stop();
        const cutMs = cuts.map((c) => c.cutMs);
        const answers: Record<string, number> = {};
        for (const c of cuts)
          answers[c.answer || '(closed)'] = (answers[c.answer || '(closed)'] ?? 0) + 1;
        const bound = REQUEST_TIMEOUT_MS + Math.ceil(REQUEST_TIMEOUT_MS / 2) + 1000;
        const result = {
          slowClients: SLOW_CLIENTS,
          cutP50Ms: percentile(cutMs, 50),
          cutMaxMs: Math.max(...cutMs),
          answers,
          healthyBefore: summarise(healthy.samples, 'before'),
          healthyDuring: summarise(healthy.samples, 'during'),
        };
        figures['faults.slowBody'] = result;
        assert(
          result.cutMaxMs <= bound,
          `a slow client held on for ${result.cutMaxMs} ms (bound ${bound})`,
        );
        const fivexx = healthy.samples.filter((s) => s.status >= 500).length;
        assert(fivexx === 0, `${fivexx} healthy requests answered ≥ 500`);
        assert(
          healthy.errors.length === 0,
          `healthy errors: ${healthy.errors.slice(0, 3).join(' | ')}`,
        );
        assert(result.healthyDuring.requests > 0, 'no healthy request served during the attack');
        return `cut after p50 ${result.cutP50Ms} ms, max ${result.cutMaxMs} ms (${JSON.stringify(answers)}); healthy during: ${result.healthyDuring.requests} served, 0 ≥ 500, p99 ${result.healthyDuring.p99Ms} ms (before ${result.healthyBefore.p99Ms} ms)`;
      },
    );
  } finally {
    await steady.stop();
  }
}

/** Runs the cases `wanted` picks (RELIABILITY_ONLY=redis-cut,db-hung,slow-body). */
export async function runtimeFaults(
  postgres: boolean,
  wanted: (name: string) => boolean,
): Promise<void> {
  if (wanted('redis-cut')) await redisCut();
  if (wanted('db-hung') && postgres) await databaseHung();
  if (wanted('slow-body')) await slowBody();
}
