// Scale-out: two Steady processes on one PostgreSQL and one Redis, sharing no memory. Migrations
// must be safe when both start at once on a fresh database; a session made on one works on the
// other; rate limits are shared.
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createScratchDatabase, ROOT, signUp, startSteady } from '../../bench/lib/servers';
import { assert, check, figures } from './harness';

// A Redis database of its own, so other suites' counters on 127.0.0.1 cannot interfere.
const REDIS_URL = process.env.RELIABILITY_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const CHAT_LIMIT = 3;

export async function scaleOut(postgres: boolean): Promise<void> {
  if (!postgres) return;
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
  } catch {
    await check('scale-out', 'Redis reachable', async () => {
      throw new Error(`Redis at ${REDIS_URL} is not reachable`);
    });
    return;
  }
  const scratch = await createScratchDatabase('steady_rel');
  const env = { REDIS_URL, RATE_LIMIT_CHAT_PER_MIN: String(CHAT_LIMIT) };
  try {
    await redis.del('steady:rl:chat:127.0.0.1');
    let servers: Awaited<ReturnType<typeof startSteady>>[] = [];
    await check(
      'scale-out',
      'two processes started at once on a fresh database both migrate and come up',
      async () => {
        servers = await Promise.all([
          startSteady({ databaseUrl: scratch.url, env }),
          startSteady({ databaseUrl: scratch.url, env }),
        ]);
        const journal = JSON.parse(
          fs.readFileSync(path.join(ROOT, 'drizzle/meta/_journal.json'), 'utf8'),
        ) as { entries: unknown[] };
        const client = new pg.Client({ connectionString: scratch.url });
        await client.connect();
        try {
          const applied = await client.query(
            'select count(*)::int as n from drizzle.__drizzle_migrations',
          );
          const n = Number(applied.rows[0]?.n);
          assert(
            n === journal.entries.length,
            `${n} migrations recorded, ${journal.entries.length} expected`,
          );
          return `both ready; ${n} migrations applied once each`;
        } finally {
          await client.end();
        }
      },
    );
    const [a, b] = servers;
    if (!a || !b) return;
    try {
      await check(
        'scale-out',
        'a session made on one process works on the other, and logging out ends it on both',
        async () => {
          const cookie = await signUp(a.url);
          const onB = await fetch(`${b.url}/api/user`, { headers: { cookie } });
          assert(onB.status === 200, `GET /api/user on B answered ${onB.status}`);
          const mood = await fetch(`${b.url}/api/protected/mood`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ value: 4 }),
          });
          assert(mood.status === 201, `mood on B answered ${mood.status}`);
          const { id } = (await mood.json()) as { id: number };
          const listed = (await (
            await fetch(`${a.url}/api/protected/mood`, { headers: { cookie } })
          ).json()) as { id: number }[];
          assert(
            listed.some((m) => m.id === id),
            'the mood saved through B is not listed by A',
          );
          await fetch(`${b.url}/api/logout`, { method: 'POST', headers: { cookie } });
          const afterLogout = await fetch(`${a.url}/api/user`, { headers: { cookie } });
          assert(
            afterLogout.status === 401,
            `after logout on B, A still answered ${afterLogout.status}`,
          );
          return 'session from A accepted by B; mood written on B read on A; logout on B ends it on A';
        },
      );
      await check(
        'scale-out',
        `chat rate limit (${CHAT_LIMIT}/min per IP) is shared through Redis`,
        async () => {
          const chat = (url: string) =>
            fetch(`${url}/api/chat`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ message: 'Hello' }),
            }).then((r) => r.status);
          const statuses = [];
          for (const url of [a.url, b.url, a.url, b.url, a.url]) statuses.push(await chat(url));
          figures['scale-out.chatStatuses'] = statuses;
          assert(
            JSON.stringify(statuses) === JSON.stringify([200, 200, 200, 429, 429]),
            `statuses A,B,A,B,A: ${statuses.join(',')}`,
          );
          return `A,B,A,B,A → ${statuses.join(', ')}`;
        },
      );
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
  } finally {
    await redis.del('steady:rl:chat:127.0.0.1').catch(() => 0);
    redis.disconnect();
    await scratch.drop();
  }
}
