// Faults: the model hanging, erroring or sending garbage must give the built-in companion's answer
// (with its one-line note) within LLM_TIMEOUT_MS and the second opinion's wait; PostgreSQL cut off under load must give 503 JSON and a failing /readyz while it
// lasts, full recovery afterwards by itself, and no acknowledged write lost.
import { startFakeLlmServer, type FakeLlmMode } from '../fake-llm-server';
import {
  createScratchDatabase,
  freePort,
  reauth,
  signUp,
  sleep,
  startSteady,
} from '../../bench/lib/servers';
import { assert, check, figures } from './harness';
import { startTcpProxy } from './tcp-proxy';

const LLM_TIMEOUT_MS = 2000;
/** The classifier fails with the model: each answer may wait this long for its verdict. */
const WAIT_MS = 500;
const FALLBACK = 'The full companion is unavailable just now';

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = Date.now();
  const value = await fn();
  return [value, Date.now() - t];
}

async function modelFaults(): Promise<void> {
  const llm = await startFakeLlmServer();
  const steady = await startSteady({
    env: {
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: 'fake',
      LLM_TIMEOUT_MS: String(LLM_TIMEOUT_MS),
      LLM_SECOND_OPINION_WAIT_MS: String(WAIT_MS),
    },
  });
  const deadPort = await freePort();
  const unreachable = await startSteady({
    env: {
      LLM_BASE_URL: `http://127.0.0.1:${deadPort}/v1`,
      LLM_MODEL: 'fake',
      LLM_TIMEOUT_MS: String(LLM_TIMEOUT_MS),
      LLM_SECOND_OPINION_WAIT_MS: String(WAIT_MS),
    },
  });
  const chat = (base: string, path: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Rough week at work.' }),
    });
  const cases: { mode: FakeLlmMode | 'unreachable'; base: string }[] = [
    { mode: 'hang', base: steady.url },
    { mode: '500', base: steady.url },
    { mode: 'malformed', base: steady.url },
    { mode: 'error-midstream', base: steady.url },
    { mode: 'unreachable', base: unreachable.url },
  ];
  const timings: Record<string, unknown> = {};
  try {
    for (const { mode, base } of cases) {
      if (mode !== 'unreachable') llm.mode = mode;
      if (mode === 'hang' || mode === '500') llm.classifierMode = mode;
      llm.tokenDelayMs = 20;
      await check(
        'faults',
        `model ${mode}: POST /api/chat answers 200 from the built-in companion within LLM_TIMEOUT_MS (${LLM_TIMEOUT_MS} ms) + the verdict wait`,
        async () => {
          const [response, ms] = await timed(() => chat(base, '/api/chat'));
          const body = (await response.json()) as { engine?: string; response?: string };
          assert(response.status === 200, `status ${response.status}`);
          // error-midstream over the JSON endpoint: the JSON mode gets the whole answer in one go.
          if (mode !== 'error-midstream')
            assert(
              body.engine === 'builtin' && body.response?.startsWith(FALLBACK) === true,
              `not the fallback: ${JSON.stringify({ engine: body.engine })}`,
            );
          assert(ms <= LLM_TIMEOUT_MS + WAIT_MS + 1000, `took ${ms} ms`);
          timings[`${mode}.json`] = { status: response.status, engine: body.engine, ms };
          return `${response.status} ${body.engine ?? ''} in ${ms} ms`;
        },
      );
      await check(
        'faults',
        `model ${mode}: /api/chat/stream ends with the built-in companion's answer within LLM_TIMEOUT_MS + the verdict wait`,
        async () => {
          const [text, ms] = await timed(async () => (await chat(base, '/api/chat/stream')).text());
          const events = text
            .split('\n\n')
            .filter((e) => e.startsWith('data: '))
            .map((e) => JSON.parse(e.slice(6)) as { type: string; engine?: string; text?: string });
          const last = events.at(-1);
          const shown = events
            .slice(events.map((e) => e.type).lastIndexOf('reset') + 1)
            .map((e) => e.text ?? '')
            .join('');
          assert(
            last?.type === 'done' && last.engine === 'builtin' && shown.startsWith(FALLBACK),
            `last event: ${JSON.stringify(last)}`,
          );
          assert(ms <= LLM_TIMEOUT_MS + WAIT_MS + 1000, `took ${ms} ms`);
          timings[`${mode}.stream`] = { ms };
          return `built-in answer in ${ms} ms`;
        },
      );
      llm.reset();
    }
  } finally {
    figures['faults.model'] = timings;
    await steady.stop();
    await unreachable.stop();
    await llm.close();
  }
}

async function databaseOutage(): Promise<void> {
  const scratch = await createScratchDatabase('steady_rel');
  const target = new URL(scratch.url);
  const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  const viaProxy = new URL(scratch.url);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  const steady = await startSteady({ databaseUrl: viaProxy.toString() });
  try {
    await check(
      'faults',
      'PostgreSQL cut off under load: 503 JSON and /readyz 503 during, recovery after, nothing acknowledged lost',
      async () => {
        const cookie = await signUp(steady.url);
        const acked = new Map<number, number>();
        const statuses = new Map<string, number>();
        const bad: string[] = [];
        let phase: 'before' | 'during' | 'after' = 'before';
        let stop = false;
        const count = (key: string) =>
          statuses.set(`${phase}:${key}`, (statuses.get(`${phase}:${key}`) ?? 0) + 1);
        const writer = async (w: number) => {
          for (let i = 0; !stop; i += 1) {
            const value = 1 + ((w + i) % 5);
            try {
              const response = await fetch(`${steady.url}/api/protected/mood`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', cookie },
                body: JSON.stringify({ value, note: `w${w}-${i}` }),
                signal: AbortSignal.timeout(15_000),
              });
              count(String(response.status));
              const body = (await response.json()) as { id?: number; message?: string };
              if (response.status === 201 && body.id) acked.set(body.id, value);
              else if (response.status === 503 && typeof body.message === 'string') await sleep(50);
              else bad.push(`${phase}: ${response.status} ${JSON.stringify(body).slice(0, 100)}`);
            } catch (error) {
              bad.push(`${phase}: ${error instanceof Error ? error.message : String(error)}`);
              await sleep(50);
            }
          }
        };
        const writers = Promise.all(Array.from({ length: 6 }, (_, w) => writer(w)));
        await sleep(1500);
        phase = 'during';
        proxy.cut();
        // /readyz must fail while the database is away (it answers within its own 2 s ping limit).
        await sleep(500);
        const ready = await fetch(`${steady.url}/readyz`);
        const readyBody = (await ready.json()) as { message?: string };
        await sleep(3000);
        phase = 'after';
        proxy.restore();
        const restoredAt = Date.now();
        let recoveredMs = -1;
        while (Date.now() - restoredAt < 20_000) {
          const [probe, mood] = await Promise.all([
            fetch(`${steady.url}/readyz`),
            fetch(`${steady.url}/api/protected/mood`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie },
              body: JSON.stringify({ value: 3 }),
            }),
          ]);
          if (probe.status === 200 && mood.status === 201) {
            acked.set(((await mood.json()) as { id: number }).id, 3);
            recoveredMs = Date.now() - restoredAt;
            break;
          }
          await sleep(100);
        }
        await sleep(1500);
        stop = true;
        await writers;
        await reauth(steady.url, cookie);
        const exported = (await (
          await fetch(`${steady.url}/api/protected/export`, { headers: { cookie } })
        ).json()) as { moods: { id: number; value: number }[] };
        const stored = new Map(exported.moods.map((m) => [m.id, m.value]));
        const lost = [...acked].filter(([id, value]) => stored.get(id) !== value).length;
        const summary = Object.fromEntries(statuses);
        figures['faults.database'] = {
          statuses: summary,
          readyzDuring: ready.status,
          recoveredMs,
          acknowledged: acked.size,
          lost,
        };
        assert(
          ready.status === 503 && typeof readyBody.message === 'string',
          `/readyz during the outage answered ${ready.status}`,
        );
        assert(
          (statuses.get('during:503') ?? 0) > 0,
          `no 503 during the outage: ${JSON.stringify(summary)}`,
        );
        assert(
          bad.length === 0,
          `${bad.length} unexpected answers, e.g. ${bad.slice(0, 3).join(' | ')}`,
        );
        assert(recoveredMs >= 0, 'did not recover within 20 s of the database coming back');
        assert((statuses.get('after:201') ?? 0) > 0, 'no successful write after recovery');
        assert(lost === 0, `${lost} acknowledged moods lost`);
        return `statuses ${JSON.stringify(summary)}; /readyz 503 during; recovered ${recoveredMs} ms after the database returned; ${acked.size} acknowledged, 0 lost`;
      },
    );
  } finally {
    await steady.stop();
    await proxy.close();
    await scratch.drop();
  }
}

export async function faults(postgres: boolean): Promise<void> {
  await modelFaults();
  if (postgres) await databaseOutage();
}
