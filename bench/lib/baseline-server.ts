// The baselines the benchmark divides by, run as their own process like Steady:
//   BASELINE=static   a bare node:http server answering each route with the same status and JSON
//                     Steady answers (BASELINE_CANNED = {"GET /api/user": {status, body}, ...});
//   BASELINE=companion a bare node:http server answering POST /api/chat by running Steady's crisis
//                     check and built-in companion itself (see companionHandler);
//   BASELINE=pglite   a bare node:http server issuing, through PGlite directly, the very queries
//   BASELINE=postgres Steady's endpoint issues (session lookup, inserts, upserts...), prepared,
//                     with no framework, validation or ORM. PGlite uses its own DATA_DIR;
//                     PostgreSQL uses DATABASE_URL (already migrated by Steady).
// On start-up the DB modes create a user and a session; GET /__session answers its cookie.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { seedAchievements } from '../../src/server/db/seed';
import {
  builtinReply,
  type CompanionInput,
} from '../../src/server/modules/chat/companion/builtin-companion';
import { assess, fixedAnswer, readSafetyInput } from '../../src/server/modules/chat/safety-gate';

type Query = (name: string, text: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

const mode = process.env.BASELINE ?? 'static';
const port = Number(process.env.PORT ?? 0);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
  });
}

function send(res: ServerResponse, status: number, body?: unknown) {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function openQuery(): Promise<{ query: Query }> {
  if (mode === 'postgres') {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return { query: async (name, text, values) => (await pool.query({ name, text, values })).rows };
  }
  // Same open path as Steady (lock, migrations, seed); the queries below go to PGlite directly.
  const database = await openDatabase({ dataDir: process.env.DATA_DIR ?? 'memory://' });
  await database.migrate();
  await seedAchievements(database.db);
  const client = database.pglite;
  if (!(client instanceof PGlite)) throw new Error('PGlite expected');
  return {
    query: async (_name, text, values) =>
      (await client.query<Record<string, unknown>>(text, values)).rows,
  };
}

const SQL = {
  session: `select "users"."id", "users"."username" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id"
            where ("sessions"."token_hash" = $1 and "sessions"."expires_at" > $2) limit 1`,
  // Steady's mood save: one statement of data-modifying CTEs (progress.repo.ts prepareCheckIn).
  checkIn: `with new_mood as (insert into "moods" ("user_id", "value", "note", "created_at") values ($1, $2, $3, $4)
               returning "id", "value", "note", "created_at"),
             check_in as (insert into "activities" ("user_id", "type", "details", "created_at") values ($1, 'check-in', $5, $4)),
             targets as (
               select $6::int as achievement_id, least(100, count(distinct mood_day) * 100 / $7::int)::int as progress
               from (select ("created_at" at time zone 'UTC')::date as mood_day from "moods" where "user_id" = $1
                     union all select (created_at at time zone 'UTC')::date from new_mood) as mood_days
               union all
               select id, 100 from (values ($8::int), ($9::int)) as extra (id) where id is not null),
             raised as (
               insert into "user_achievements" ("user_id", "achievement_id", "progress", "unlocked", "unlocked_at", "updated_at")
               select $1::int, achievement_id, progress, progress >= 100,
                 case when progress >= 100 then new_mood.created_at end, new_mood.created_at
               from targets, new_mood
               on conflict ("user_id", "achievement_id") do update set "progress" = excluded.progress,
                 "unlocked" = excluded.unlocked,
                 "unlocked_at" = coalesce("user_achievements"."unlocked_at", excluded.unlocked_at),
                 "updated_at" = excluded.updated_at
               where ("user_achievements"."unlocked" = false and "user_achievements"."progress" < excluded.progress)
               returning "unlocked")
           select "id", "value", "note", "created_at", (select count(*) from raised where raised.unlocked)::int as unlocked_now
           from new_mood`,
  achievements: `select "achievements"."id", "title", "description", "icon", "category", "user_achievements"."progress",
                   "user_achievements"."unlocked", "user_achievements"."unlocked_at"
                 from "achievements" left join "user_achievements"
                   on ("user_achievements"."achievement_id" = "achievements"."id" and "user_achievements"."user_id" = $1)
                 order by "achievements"."id"`,
  salt: `insert into visit_day_salts (day, salt) values ($1, $2) on conflict do nothing`,
  readSalt: `select salt from visit_day_salts where day = $1`,
  visit: `with expired_salts as (delete from visit_day_salts where day < $1::date),
          expired_visitors as (delete from visit_day_visitors where day < $1::date),
          expired_pages as (delete from visit_page_days where day < $4::date),
          new_visitor as (insert into visit_day_visitors (day, visitor_hash) values ($1::date, $3::bytea) on conflict do nothing returning 1),
          page_count as (
            insert into visit_page_days (day, page, visits) select $1::date, $2::text, 1
            where exists (select 1 from visit_page_days where day = $1::date and page = $2::text)
               or (select count(*) from visit_page_days where day = $1::date) < 1000
            on conflict (day, page) do update set visits = visit_page_days.visits + 1)
          insert into visit_days (day, visits, uniques) values ($1::date, 1, (select count(*) from new_visitor))
          on conflict (day) do update set visits = visit_days.visits + 1, uniques = visit_days.uniques + excluded.uniques`,
  sweep: `with expired_salts as (delete from visit_day_salts where day < $1::date),
          expired_visitors as (delete from visit_day_visitors where day < $1::date)
          delete from visit_page_days where day < $2::date`,
  totals: `select coalesce(sum(visits), 0) as total, coalesce(sum(visits) filter (where day between $1 and $2), 0) as recent,
             coalesce(sum(uniques) filter (where day between $1 and $2), 0) as uniques from visit_days`,
  daily: `select to_char(day, 'YYYY-MM-DD') as day, visits from visit_days where day between $1 and $2 order by day`,
  topPages: `select page, sum(visits) as count from visit_page_days where day between $1 and $2
             group by page order by sum(visits) desc, page collate "C" limit $3`,
};

const day = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: string, n: number) =>
  day(new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000));
const tokenHash = (token: string) => createHash('sha256').update(token).digest();
const cookieToken = (req: IncomingMessage) =>
  /(?:^|;\s*)steady_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];

async function dbHandlers(query: Query) {
  const username = `raw${randomBytes(4).toString('hex')}`;
  const [user] = await query(
    'u',
    `insert into users (username, password_hash, created_at) values ($1, 'x', now()) returning id`,
    [username],
  );
  const token = randomBytes(32).toString('base64url');
  await query(
    's',
    `insert into sessions (token_hash, user_id, persistent, created_at, expires_at) values ($1, $2, true, now(), now() + interval '30 days')`,
    [tokenHash(token), user?.id],
  );
  let salt: { day: string; salt: Buffer } | undefined;
  let sweptOn: string | undefined;

  const sessionUser = async (req: IncomingMessage) => {
    const t = cookieToken(req);
    if (!t) return undefined;
    const rows = await query('session', SQL.session, [tokenHash(t), new Date()]);
    return rows[0] as { id: number; username: string } | undefined;
  };

  return async (req: IncomingMessage, res: ServerResponse, route: string, body: string) => {
    switch (route) {
      case 'GET /__session':
        return send(res, 200, { cookie: `steady_session=${token}` });
      case 'GET /api/user': {
        const u = await sessionUser(req);
        return u ? send(res, 200, u) : send(res, 401, { message: 'Not logged in' });
      }
      case 'POST /api/track-visit': {
        const payload = JSON.parse(body) as { page: string; userAgent: string };
        const today = day(new Date());
        if (salt?.day !== today) {
          await query('salt', SQL.salt, [today, randomBytes(32)]);
          const [row] = await query('readSalt', SQL.readSalt, [today]);
          salt = { day: today, salt: row?.salt as Buffer };
        }
        const hash = createHash('sha256')
          .update(salt.salt)
          .update(req.socket.remoteAddress ?? '')
          .update('\0')
          .update(payload.userAgent)
          .digest();
        await query('visit', SQL.visit, [today, payload.page, hash, addDays(today, -29)]);
        return send(res, 204);
      }
      case 'POST /api/protected/mood': {
        const u = await sessionUser(req);
        if (!u) return send(res, 401, { message: 'Please log in to continue.' });
        const payload = JSON.parse(body) as { value: number; note?: string };
        const [row] = await query('checkIn', SQL.checkIn, [
          u.id,
          payload.value,
          payload.note ?? null,
          new Date(),
          `Checked in feeling ${payload.value}`,
          8,
          7,
          payload.value >= 4 ? 9 : null,
          payload.note ? 10 : null,
        ]);
        return send(res, 201, {
          id: row?.id,
          value: row?.value,
          date: (row?.created_at as Date).toISOString(),
        });
      }
      case 'GET /api/protected/achievements': {
        const u = await sessionUser(req);
        if (!u) return send(res, 401, { message: 'Please log in to continue.' });
        const rows = await query('achievements', SQL.achievements, [u.id]);
        return send(
          res,
          200,
          rows.map((r) => ({
            id: r.id,
            progress: r.progress ?? 0,
            unlocked: r.unlocked ?? false,
            unlockedDate: r.unlocked_at ? (r.unlocked_at as Date).toISOString() : null,
            achievement: {
              id: r.id,
              title: r.title,
              description: r.description,
              icon: r.icon,
              category: r.category,
            },
          })),
        );
      }
      case 'GET /api/analytics': {
        const today = day(new Date());
        const from = addDays(today, -29);
        // As Steady: the read path sweeps once per UTC day per process (analytics.service.ts).
        if (sweptOn !== today) {
          sweptOn = today;
          await query('sweep', SQL.sweep, [today, from]);
        }
        const [totals] = await query('totals', SQL.totals, [from, today]);
        const daily = await query('daily', SQL.daily, [from, today]);
        const top = await query('topPages', SQL.topPages, [from, today, 10]);
        const byDay = new Map(daily.map((r) => [r.day, Number(r.visits)]));
        return send(res, 200, {
          totalVisits: Number(totals?.total),
          recentVisits: Number(totals?.recent),
          uniqueVisitors: Number(totals?.uniques),
          topPages: top.map((r) => ({ page: r.page, count: Number(r.count) })),
          daily: Array.from({ length: 30 }, (_, i) => addDays(from, i)).map((d) => ({
            day: d,
            visits: byDay.get(d) ?? 0,
          })),
        });
      }
      default:
        return send(res, 404, { message: 'Not found' });
    }
  };
}

// BASELINE=companion: POST /api/chat doing Steady's own work for a built-in reply (the safety
// gate's risk check of the conversation, then the companion or the fixed reply) with no
// framework, validation or headers.
function companionHandler(_req: IncomingMessage, res: ServerResponse, route: string, body: string) {
  if (route !== 'POST /api/chat') return send(res, 404, { message: 'Not found' });
  const parsed: unknown = JSON.parse(body);
  const safety = readSafetyInput(parsed);
  if (!safety) return send(res, 400, { message: 'Invalid message' });
  const fixed = fixedAnswer(safety, assess(safety), 'builtin');
  if (fixed) return send(res, 200, fixed);
  const input = parsed as Omit<CompanionInput, 'history'> & Partial<CompanionInput>;
  const response = builtinReply({ ...input, history: input.history ?? [] });
  send(res, 200, {
    response,
    crisis: false,
    engine: 'builtin',
    level: 'none',
    country: safety.country,
  });
}

async function main() {
  let handle: (
    req: IncomingMessage,
    res: ServerResponse,
    route: string,
    body: string,
  ) => Promise<void> | void;
  if (mode === 'static') {
    const canned = JSON.parse(process.env.BASELINE_CANNED ?? '{}') as Record<
      string,
      { status: number; body?: unknown }
    >;
    handle = (_req, res, route) => {
      const answer = canned[route];
      return answer
        ? send(res, answer.status, answer.body)
        : send(res, 404, { message: 'Not found' });
    };
  } else if (mode === 'companion') {
    handle = companionHandler;
  } else {
    handle = await dbHandlers((await openQuery()).query);
  }
  const server = createServer((req, res) => {
    if (req.url === '/healthz' || req.url === '/readyz') return send(res, 200, { status: 'ok' });
    void readBody(req).then(async (body) => {
      try {
        await handle(req, res, `${req.method} ${(req.url ?? '/').split('?')[0]}`, body);
      } catch (error) {
        console.error(error);
        send(res, 500, { message: 'baseline failed' });
      }
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(port, '127.0.0.1');
}

void main();
