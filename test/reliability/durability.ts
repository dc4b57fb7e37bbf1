// Durability: write moods as fast as possible, SIGKILL the server mid-stream, restart, and check
// every acknowledged (2xx) mood is there; the database must reopen every time. 20 cycles per
// engine: PGlite on a file DATA_DIR, and PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createScratchDatabase,
  type Proc,
  reauth,
  signUp,
  sleep,
  startSteady,
} from '../../bench/lib/servers';
import { assert, check, figures } from './harness';

const CYCLES = Number(process.env.RELIABILITY_CYCLES ?? 20);
const WRITERS = 8;

type Acked = Map<number, { value: number; note: string }>;

async function writeUntilKilled(
  server: Proc,
  cookie: string,
  cycle: number,
  acked: Acked,
): Promise<{ sent: number; acked: number }> {
  let stop = false;
  let sent = 0;
  let ok = 0;
  const writer = async (w: number) => {
    for (let i = 0; !stop; i += 1) {
      const note = `c${cycle}-w${w}-${i}`;
      const value = 1 + ((cycle + w + i) % 5);
      sent += 1;
      try {
        const response = await fetch(`${server.url}/api/protected/mood`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ value, note }),
        });
        if (response.status === 201) {
          const body = (await response.json()) as { id: number };
          acked.set(body.id, { value, note });
          ok += 1;
        } else if (response.status >= 500) {
          await response.body?.cancel();
        } else {
          throw new Error(`unexpected ${response.status}: ${await response.text()}`);
        }
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('unexpected')) throw error;
        return; // the connection died with the server
      }
    }
  };
  const writing = Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  // Kill at a random moment once writes are flowing.
  await sleep(300 + Math.floor(Math.random() * 900));
  await server.kill();
  stop = true;
  await writing;
  return { sent, acked: ok };
}

async function verify(server: Proc, cookie: string, acked: Acked): Promise<number> {
  await reauth(server.url, cookie);
  const response = await fetch(`${server.url}/api/protected/export`, { headers: { cookie } });
  assert(response.status === 200, `export answered ${response.status}`);
  const data = (await response.json()) as {
    moods: { id: number; value: number; note?: string | null }[];
  };
  const stored = new Map(data.moods.map((m) => [m.id, m]));
  let lost = 0;
  for (const [id, mood] of acked) {
    const row = stored.get(id);
    if (!row || row.value !== mood.value || row.note !== mood.note) lost += 1;
  }
  return lost;
}

async function cycles(engine: 'pglite' | 'postgres', start: () => Promise<Proc>): Promise<string> {
  const acked: Acked = new Map();
  let server = await start();
  const cookie = await signUp(server.url);
  let totalSent = 0;
  const reopenMs: number[] = [];
  try {
    for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
      const { sent } = await writeUntilKilled(server, cookie, cycle, acked);
      totalSent += sent;
      const t = Date.now();
      server = await start(); // throws if the database does not reopen
      reopenMs.push(Date.now() - t);
      const lost = await verify(server, cookie, acked);
      assert(
        lost === 0,
        `cycle ${cycle}: ${lost} of ${acked.size} acknowledged moods missing or changed`,
      );
    }
  } finally {
    await server.stop();
  }
  figures[`durability.${engine}`] = {
    cycles: CYCLES,
    requestsSent: totalSent,
    acknowledged: acked.size,
    lost: 0,
    maxReopenMs: Math.max(...reopenMs),
  };
  return `${CYCLES} SIGKILLs, ${acked.size} acknowledged moods of ${totalSent} sent, 0 lost; reopened every time (slowest ${Math.max(...reopenMs)} ms)`;
}

export async function durability(postgres: boolean): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-durability-'));
  try {
    await check(
      'durability',
      `PGlite (file DATA_DIR): ${CYCLES} × write, SIGKILL, restart, verify`,
      () => cycles('pglite', () => startSteady({ dataDir: path.join(dir, 'data') })),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (!postgres) return;
  const scratch = await createScratchDatabase('steady_rel');
  try {
    await check('durability', `PostgreSQL: ${CYCLES} × write, SIGKILL, restart, verify`, () =>
      cycles('postgres', () => startSteady({ databaseUrl: scratch.url })),
    );
  } finally {
    await scratch.drop();
  }
}
