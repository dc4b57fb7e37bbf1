import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { describeEngines, reauth, sessionCookie } from '../../../../test/server-harness';
import { registeredRoutes, userRows } from '../../../../test/account-support';

/**
 * One user can never read or change another's data through any /api/protected/* call
 * (DESIGN.md §6). The calls are read from the app's route table, so a protected route added
 * later without a probe here fails this test instead of going unchecked.
 */

type Probe = {
  url: (victim: Victim) => string;
  payload?: Record<string, unknown>;
  /** An intruder naming the owner's row by its id may be told it does not exist. */
  intruderMayGet?: number;
};
type Victim = { id: number; achievementId: number; sessionId: string };

const ACHIEVEMENT_ID = 1;
// The owner's saved self-check. The intruder saves one under the same device id (ids are per
// user, so it must become his own row) and deletes by it (only ever his own row, or a 404).
const SELF_CHECK_ID = '3b241101-e2bb-4255-8caf-4136c566a962';

// A valid call per protected route and method. Each also names the victim's id in the places a
// careless handler might take it from (query, body), which must be ignored.
const PROBES: Record<string, Probe> = {
  'GET /api/protected/achievements': { url: (v) => `/api/protected/achievements?userId=${v.id}` },
  'POST /api/protected/achievements/:id': {
    url: (v) => `/api/protected/achievements/${v.achievementId}?userId=${v.id}`,
    payload: { progress: 100, unlocked: true },
  },
  'GET /api/protected/mood': { url: (v) => `/api/protected/mood?userId=${v.id}` },
  'POST /api/protected/mood': {
    url: () => '/api/protected/mood',
    payload: { value: 1, note: 'intruder note' },
  },
  'GET /api/protected/mood/insights': {
    url: (v) => `/api/protected/mood/insights?timeZone=UTC&userId=${v.id}`,
  },
  'POST /api/protected/mood/import': {
    url: (v) => `/api/protected/mood/import?userId=${v.id}`,
    payload: {
      csv: 'full_date,date,weekday,time,mood,activities,note_title,note\n2026-01-10,January 10,Saturday,20:00,good,,,intruder import\n',
      timeZone: 'UTC',
    },
  },
  'GET /api/protected/activity': { url: (v) => `/api/protected/activity?userId=${v.id}` },
  'POST /api/protected/meditation': {
    url: () => '/api/protected/meditation',
    payload: { exerciseId: 'box' },
  },
  'POST /api/protected/resources/read': {
    url: () => '/api/protected/resources/read',
    payload: { moduleId: 'work-stress' },
  },
  'GET /api/protected/self-checks': { url: (v) => `/api/protected/self-checks?userId=${v.id}` },
  'POST /api/protected/self-checks': {
    url: () => '/api/protected/self-checks',
    payload: {
      id: SELF_CHECK_ID,
      instrument: 'auditc',
      answers: [2, 1, 1],
      takenAt: '2026-01-15T11:00:00.000Z',
    },
  },
  'DELETE /api/protected/self-checks/:id': {
    url: (v) => `/api/protected/self-checks/${SELF_CHECK_ID}?userId=${v.id}`,
    intruderMayGet: 404,
  },
  'GET /api/protected/export': { url: (v) => `/api/protected/export?userId=${v.id}` },
  // Issue 20's account controls. Re-authentication runs early, before the password changes.
  'POST /api/protected/reauth': {
    url: (v) => `/api/protected/reauth?userId=${v.id}`,
    payload: { password: 'correct horse' },
  },
  'GET /api/protected/sessions': { url: (v) => `/api/protected/sessions?userId=${v.id}` },
  'DELETE /api/protected/sessions/:id': {
    url: (v) => `/api/protected/sessions/${v.sessionId}?userId=${v.id}`,
    intruderMayGet: 404,
  },
  'POST /api/protected/sessions/sign-out-others': {
    url: (v) => `/api/protected/sessions/sign-out-others?userId=${v.id}`,
  },
  'POST /api/protected/password': {
    url: (v) => `/api/protected/password?userId=${v.id}`,
    payload: { currentPassword: 'correct horse', newPassword: 'a quite different phrase' },
  },
  // Runs last: the intruder deletes their own account, which must not touch the victim's.
  'DELETE /api/protected/account': { url: (v) => `/api/protected/account?userId=${v.id}` },
};

// Re-authenticate first (export and deletion need it), change the password near the end (the
// re-authentication probe uses the old one), delete the account last.
const ORDER = [
  'POST /api/protected/reauth',
  '',
  'POST /api/protected/password',
  'DELETE /api/protected/account',
];
const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : 1);

function protectedCalls(app: FastifyInstance): string[] {
  return registeredRoutes(app)
    .filter((route) => route.path.startsWith('/api/protected'))
    .flatMap((route) => route.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${route.path}`))
    .sort((a, b) => rank(a) - rank(b));
}

async function call(app: FastifyInstance, key: string, victim: Victim, cookie?: string) {
  const probe = PROBES[key];
  if (!probe) throw new Error(`no cross-user probe for ${key}: add one to isolation.test.ts`);
  const [method = 'GET'] = key.split(' ');
  return app.inject({
    method: method === 'DELETE' ? 'DELETE' : method === 'POST' ? 'POST' : 'GET',
    url: probe.url(victim),
    headers: cookie ? { cookie } : {},
    ...(probe.payload
      ? { payload: { ...probe.payload, userId: victim.id, user_id: victim.id } }
      : {}),
  });
}

async function register(app: FastifyInstance, prefix: string) {
  const username = `${prefix}_${randomBytes(4).toString('hex')}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username, password: 'correct horse', email: `${username}@example.com` },
  });
  return {
    id: Number(response.json().id),
    username,
    cookie: sessionCookie(response.headers['set-cookie']),
  };
}

describeEngines('every protected call is scoped to the signed-in user', (server) => {
  it('finds the protected routes in the route table', () => {
    const calls = protectedCalls(server().app);
    for (const known of [
      'GET /api/protected/export',
      'DELETE /api/protected/account',
      'GET /api/protected/mood',
    ]) {
      expect(calls).toContain(known);
    }
    expect(
      calls.filter((key) => !PROBES[key]),
      'protected routes without a cross-user probe',
    ).toEqual([]);
  });

  it('answers every protected call without a session with 401', async () => {
    const { app } = server();
    const victim = { id: 1, achievementId: ACHIEVEMENT_ID, sessionId: randomUUID() };
    for (const key of protectedCalls(app)) {
      const response = await call(app, key, victim);
      expect(response.statusCode, key).toBe(401);
    }
  });

  it("never shows or changes one user's data through another user's calls", async () => {
    const { app, database } = server();
    const owner = await register(app, 'owner');
    const intruder = await register(app, 'intruder');
    const ownerSessions = await app.inject({
      url: '/api/protected/sessions',
      headers: { cookie: owner.cookie },
    });
    const sessionId: string = ownerSessions.json().sessions[0].id;
    const victim = { id: owner.id, achievementId: ACHIEVEMENT_ID, sessionId };
    const secret = `owner secret ${randomBytes(4).toString('hex')}`;

    // The owner uses every call (except deleting), so there is something of theirs to leak.
    const ownerMood = await app.inject({
      method: 'POST',
      url: '/api/protected/mood',
      headers: { cookie: owner.cookie },
      payload: { value: 4, note: secret },
    });
    expect(ownerMood.statusCode).toBeLessThan(300);
    await app.inject({
      method: 'POST',
      url: `/api/protected/achievements/${ACHIEVEMENT_ID}`,
      headers: { cookie: owner.cookie },
      payload: { progress: 40 },
    });
    const calls = protectedCalls(app);
    for (const key of calls.filter(
      (k) => !k.startsWith('DELETE') && !k.startsWith('POST /api/protected/achievements'),
    )) {
      expect(
        (await call(app, key, { ...victim, sessionId: randomUUID() }, owner.cookie)).statusCode,
        `owner ${key}`,
      ).toBeLessThan(300);
    }
    await reauth(app, owner.cookie, 'a quite different phrase');
    const ownerExport = await app.inject({
      url: '/api/protected/export',
      headers: { cookie: owner.cookie },
    });
    expect(ownerExport.body).toContain(secret);
    const before = await userRows(database.db, owner.id);
    expect(before.moods?.some((row) => row.includes(secret))).toBe(true);
    expect(before.self_checks).toHaveLength(1);

    for (const key of calls) {
      const response = await call(app, key, victim, intruder.cookie);
      if (response.statusCode !== PROBES[key]?.intruderMayGet)
        expect(response.statusCode, `intruder ${key}`).toBeLessThan(300);
      expect(response.body, `intruder ${key} leaked the owner's data`).not.toContain(secret);
      expect(response.body, `intruder ${key} leaked the owner's name`).not.toContain(
        owner.username,
      );
    }

    expect(await userRows(database.db, owner.id)).toEqual(before);
    const stillThere = await app.inject({
      url: '/api/protected/mood',
      headers: { cookie: owner.cookie },
    });
    expect(stillThere.body).toContain(secret);
    expect(
      (await app.inject({ url: '/api/user', headers: { cookie: owner.cookie } })).json().username,
    ).toBe(owner.username);
  });
});
