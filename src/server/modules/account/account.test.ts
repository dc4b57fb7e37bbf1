import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { accountExportSchema } from '@shared/contracts/account';
import { activities, moods, selfChecks, userAchievements } from '../../db/schema';
import {
  describeEngines,
  reauth,
  sessionCookie,
  type TestServer,
} from '../../../../test/server-harness';
import { publicTables, rowsMentioning, userRows } from '../../../../test/account-support';

// Which export section holds each per-user table. A new table with a user_id column fails the
// export test until it is exported (and listed here).
const EXPORT_SECTION: Record<
  string,
  'sessions' | 'achievements' | 'moods' | 'activities' | 'selfChecks'
> = {
  sessions: 'sessions',
  user_achievements: 'achievements',
  moods: 'moods',
  activities: 'activities',
  self_checks: 'selfChecks',
};

const PASSWORD = 'correct horse';

/** A user with two sessions and rows in every per-user table, written the way the app writes them. */
async function userWithData(server: TestServer) {
  const { app, database, clock } = server;
  const tag = randomBytes(4).toString('hex');
  const username = `owner_${tag}`;
  const email = `owner.${tag}@example.com`;
  const note = `private note ${tag}`;
  const register = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username, password: PASSWORD, email, rememberMe: true },
  });
  expect(register.statusCode).toBe(201);
  const id: number = register.json().id;
  const cookie = sessionCookie(register.headers['set-cookie']);
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: PASSWORD, rememberMe: false },
  });
  const otherDevice = sessionCookie(login.headers['set-cookie']);
  const now = clock.now();
  await database.db.insert(moods).values([
    { userId: id, value: 2, note, createdAt: now },
    { userId: id, value: 5, note: null, createdAt: now },
  ]);
  await database.db
    .insert(activities)
    .values({ userId: id, type: 'check-in', details: 'Logged a mood', createdAt: now });
  await database.db.insert(userAchievements).values({
    userId: id,
    achievementId: 1,
    progress: 100,
    unlocked: true,
    unlockedAt: now,
    updatedAt: now,
  });
  await database.db.insert(selfChecks).values({
    userId: id,
    clientId: randomUUID(),
    instrument: 'gad7',
    answers: [1, 2, 0, 1, 3, 0, 1],
    score: 8,
    takenAt: now,
    createdAt: now,
  });
  return { id, username, email, note, cookie, otherDevice };
}

// Both calls need the password re-entered first (issue 20); account-security.test.ts covers the
// refusals without it.
const exportAs = async (app: FastifyInstance, cookie: string) => {
  await reauth(app, cookie, PASSWORD);
  return app.inject({ url: '/api/protected/export', headers: { cookie } });
};
const deleteAs = async (app: FastifyInstance, cookie: string) => {
  await reauth(app, cookie, PASSWORD);
  return app.inject({ method: 'DELETE', url: '/api/protected/account', headers: { cookie } });
};

describeEngines("account: export and deletion of the user's own data", (server) => {
  it('needs a session for both calls', async () => {
    const { app } = server();
    expect((await app.inject('/api/protected/export')).statusCode).toBe(401);
    const deletion = await app.inject({ method: 'DELETE', url: '/api/protected/account' });
    expect(deletion.statusCode).toBe(401);
    expect(deletion.json()).toEqual({ message: 'Please log in to continue.' });
  });

  it('exports everything held about the user as a JSON download, and no credentials', async () => {
    const { app, database, clock } = server();
    const owner = await userWithData(server());
    const response = await exportAs(app, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="steady-data-${clock.now().toISOString().slice(0, 10)}.json"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');

    const data = accountExportSchema.parse(response.json());
    expect(data.user).toEqual({
      id: owner.id,
      username: owner.username,
      email: owner.email,
      createdAt: clock.now().toISOString(),
    });
    expect(data.moods.map((m) => [m.value, m.note])).toEqual([
      [2, owner.note],
      [5, null],
    ]);
    expect(data.achievements).toEqual([
      expect.objectContaining({
        achievementId: 1,
        progress: 100,
        unlocked: true,
        title: expect.any(String),
      }),
    ]);
    expect(data.activities.map((a) => a.type).sort()).toEqual(['account', 'check-in']);
    expect(data.selfChecks).toEqual([
      expect.objectContaining({ instrument: 'gad7', answers: [1, 2, 0, 1, 3, 0, 1], score: 8 }),
    ]);
    expect(data.sessions.map((s) => s.persistent).sort()).toEqual([false, true]);

    // Complete: every per-user row in the database appears in its section.
    const rows = await userRows(database.db, owner.id);
    for (const [table, tableRows] of Object.entries(rows)) {
      if (table === 'users') continue;
      const section = EXPORT_SECTION[table];
      expect(section, `table ${table} has user rows but no export section`).toBeDefined();
      if (section)
        expect(data[section], `export section ${section}`).toHaveLength(tableRows.length);
    }

    expect(response.body).not.toMatch(/argon2|password|token/i);
  });

  it('exports null email and empty lists for a fresh account', async () => {
    const { app } = server();
    const register = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: `fresh_${randomBytes(4).toString('hex')}`, password: PASSWORD },
    });
    const data = accountExportSchema.parse(
      (await exportAs(app, sessionCookie(register.headers['set-cookie']))).json(),
    );
    expect(data.user.email).toBeNull();
    expect(data.moods).toEqual([]);
    expect(data.selfChecks).toEqual([]);
    expect(data.achievements).toEqual([]);
    expect(data.activities.map((a) => a.details)).toEqual(['Created your account']);
  });

  it('deletes the account and every row of it, signs out every device, and leaves others alone', async () => {
    const { app, database } = server();
    const owner = await userWithData(server());
    const bystander = await userWithData(server());
    const bystanderBefore = await userRows(database.db, bystander.id);
    // The scans below can see the owner before deletion, so their empty answers later mean something.
    expect(await rowsMentioning(database.db, owner.username)).toMatchObject({ users: 1 });
    expect(await rowsMentioning(database.db, owner.note)).toEqual({ moods: 1 });
    expect((await userRows(database.db, owner.id)).sessions).toHaveLength(2);

    const response = await deleteAs(app, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Your account and all of its data have been deleted.',
    });
    expect(String(response.headers['set-cookie'])).toMatch(
      /^steady_session=;.*Expires=Thu, 01 Jan 1970/,
    );

    // No row of the user remains in any table: by id, and by anything that mentions them.
    const after = await userRows(database.db, owner.id);
    for (const [table, rows] of Object.entries(after))
      expect(rows, `rows left in ${table}`).toEqual([]);
    expect(await rowsMentioning(database.db, owner.username)).toEqual({});
    expect(await rowsMentioning(database.db, owner.email)).toEqual({});
    expect(await rowsMentioning(database.db, owner.note)).toEqual({});
    expect(Object.keys(after).sort()).toEqual(
      [...(await publicTables(database.db)).entries()]
        .filter(([table, columns]) => table === 'users' || columns.includes('user_id'))
        .map(([table]) => table)
        .sort(),
    );

    for (const cookie of [owner.cookie, owner.otherDevice]) {
      expect((await app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
    }
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: owner.username, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    expect(await userRows(database.db, bystander.id)).toEqual(bystanderBefore);
    expect((await exportAs(app, bystander.cookie)).statusCode).toBe(200);

    // The name is free again.
    const again = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: owner.username, password: PASSWORD },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(owner.id);
  });

  it('answers a replayed deletion with 401', async () => {
    const { app } = server();
    const owner = await userWithData(server());
    expect((await deleteAs(app, owner.cookie)).statusCode).toBe(200);
    const replay = await app.inject({
      method: 'DELETE',
      url: '/api/protected/account',
      headers: { cookie: owner.otherDevice },
    });
    expect(replay.statusCode).toBe(401);
  });
});
