import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { activities, sessions, users } from '../../db/schema';
import {
  createTestServer,
  describeEngines,
  sessionCookie,
  signUp,
} from '../../../../test/server-harness';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type CookieAttributes = { value: string; attributes: Map<string, string> };

/** Splits a Set-Cookie header into the session value and its lower-cased attributes. */
function parseSessionSetCookie(header: string | string[] | undefined): CookieAttributes {
  const line = (Array.isArray(header) ? header : [header ?? '']).find((h) =>
    h.startsWith('steady_session='),
  );
  if (!line) throw new Error(`no session Set-Cookie in ${String(header)}`);
  const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
  const attributes = new Map<string, string>();
  for (const part of rest) {
    const [name = '', ...value] = part.split('=');
    attributes.set(name.toLowerCase(), value.join('='));
  }
  return { value: pair.slice('steady_session='.length), attributes };
}

function post(
  app: FastifyInstance,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers });
}

/** Signs `username` up, then logs in as him, both with `rememberMe`; answers both responses. */
async function registerThenLogIn(app: FastifyInstance, username: string, rememberMe: boolean) {
  const credentials = { username, password: 'steady-secret-12', rememberMe };
  return [
    await post(app, '/api/register', credentials),
    await post(app, '/api/login', credentials),
  ];
}

const whoAmI = (app: FastifyInstance, cookie: string) =>
  app.inject({ url: '/api/user', headers: { cookie } });

const uniqueName = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 10)}`;

describeEngines('auth: accounts, sessions and cookies', (server) => {
  it('registers a user, signs them in and records the sign-up as an account activity', async () => {
    const { app, database } = server();
    const username = uniqueName('reg');
    const response = await post(app, '/api/register', {
      username,
      password: 'steady-secret-12',
      rememberMe: true,
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toEqual({ id: expect.any(Number), username });

    const me = await whoAmI(app, sessionCookie(response.headers['set-cookie']));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
    expect(me.headers['cache-control']).toBe('no-store');

    const rows = await database.db.select().from(activities).where(eq(activities.userId, user.id));
    expect(rows.map((row) => [row.type, row.details])).toEqual([
      ['account', 'Created your account'],
    ]);
  });

  it('keeps usernames unique regardless of case and answers a taken one with 409', async () => {
    const { app } = server();
    const username = uniqueName('Case_');
    expect(
      (await post(app, '/api/register', { username, password: 'steady-secret-12' })).statusCode,
    ).toBe(201);

    const taken = await post(app, '/api/register', {
      username: username.toUpperCase(),
      password: 'other-pass',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'That username is already taken. Please choose another.',
    });
    expect(taken.headers['set-cookie']).toBeUndefined();

    // Login is case-insensitive too and answers with the spelling chosen at sign-up.
    const login = await post(app, '/api/login', {
      username: username.toLowerCase(),
      password: 'steady-secret-12',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().username).toBe(username);
  });

  it('accepts new passwords of 8 to 128 characters and refuses others with the field named', async () => {
    const { app } = server();
    const tooShort = await post(app, '/api/register', {
      username: uniqueName('pw'),
      password: 'k7#vQ2x',
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toEqual({
      message: 'Invalid password: Password must be at least 8 characters',
    });
    const tooLong = await post(app, '/api/register', {
      username: uniqueName('pw'),
      password: 'x'.repeat(129),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      message: 'Invalid password: Password must be at most 128 characters',
    });
    expect(
      (await post(app, '/api/register', { username: uniqueName('pw'), password: 'k7#vQ2x9' }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses common passwords from the blocklist, whatever their case (issue 20)', async () => {
    const { app } = server();
    for (const password of ['123456', 'password', '12345678', 'Password1', 'qwerty123']) {
      const response = await post(app, '/api/register', { username: uniqueName('bl'), password });
      expect(response.statusCode, password).toBe(400);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const common = await post(app, '/api/register', {
      username: uniqueName('bl'),
      password: 'iloveyou1',
    });
    expect(common.json()).toEqual({
      message:
        'Invalid password: This password is on a list of commonly used passwords. Choose one that is harder to guess.',
    });
  });

  it('refuses a password equal to or containing the username (issue 20)', async () => {
    const { app } = server();
    const username = uniqueName('Sam_');
    for (const password of [username, username.toLowerCase(), `my-${username.toUpperCase()}-99`]) {
      const response = await post(app, '/api/register', { username, password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json()).toEqual({
        message: 'Invalid password: Password must not contain your username',
      });
    }
  });

  it('still signs in an account whose 6-character password predates the new rules', async () => {
    const { app, database } = server();
    const { username, id } = await signUp(app, { password: 'long enough now' });
    const { hash } = await import('@node-rs/argon2');
    await database.db
      .update(users)
      .set({ passwordHash: await hash('k7#vQ2', { algorithm: 2 }) })
      .where(eq(users.id, id));
    expect((await post(app, '/api/login', { username, password: 'k7#vQ2' })).statusCode).toBe(200);
  });

  it('never truncates a password: one differing only in its 128th character does not log in', async () => {
    const { app } = server();
    const username = uniqueName('long');
    const password = `${'p'.repeat(127)}A`;
    expect((await post(app, '/api/register', { username, password })).statusCode).toBe(201);

    const nearMiss = await post(app, '/api/login', { username, password: `${'p'.repeat(127)}B` });
    expect(nearMiss.statusCode).toBe(401);
    const exact = await post(app, '/api/login', { username, password });
    expect(exact.statusCode).toBe(200);
  });

  it('stores only an argon2id hash of the password', async () => {
    const { app, database } = server();
    const { id } = await signUp(app, { password: 'plain-text-secret' });
    const [row] = await database.db.select().from(users).where(eq(users.id, id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain('plain-text-secret');
  });

  it('stores the email only when one is given and rejects an invalid one', async () => {
    const { app, database } = server();
    const emailOf = async (id: number) =>
      (await database.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]
        ?.email;

    const none = await post(app, '/api/register', {
      username: uniqueName('mail'),
      password: 'steady-secret-12',
    });
    expect(await emailOf(none.json().id)).toBeNull();
    const blank = await post(app, '/api/register', {
      username: uniqueName('mail'),
      password: 'steady-secret-12',
      email: '',
    });
    expect(await emailOf(blank.json().id)).toBeNull();
    const given = await post(app, '/api/register', {
      username: uniqueName('mail'),
      password: 'steady-secret-12',
      email: 'me@example.com',
    });
    expect(await emailOf(given.json().id)).toBe('me@example.com');

    const invalid = await post(app, '/api/register', {
      username: uniqueName('mail'),
      password: 'steady-secret-12',
      email: 'nope',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: 'Invalid email: Please enter a valid email' });
  });

  it('keeps only the SHA-256 of a 32-byte random session token', async () => {
    const { app, database } = server();
    const response = await post(app, '/api/register', {
      username: uniqueName('tok'),
      password: 'steady-secret-12',
    });
    const { value } = parseSessionSetCookie(response.headers['set-cookie']);
    expect(Buffer.from(value, 'base64url')).toHaveLength(32);

    const rows = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, response.json().id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash.equals(createHash('sha256').update(value).digest())).toBe(true);
    const dump = await database.db.execute(sql`select row_to_json(s)::text as j from sessions s`);
    expect(JSON.stringify(dump)).not.toContain(value);
  });

  it('sets a 30-day persistent cookie with rememberMe, on sign-up and on login', async () => {
    const { app, clock } = server();
    const username = uniqueName('keep');
    const expected = new Date(clock.now().getTime() + 30 * DAY).toUTCString();
    for (const response of [
      ...(await registerThenLogIn(app, username, true)),
      // rememberMe defaults to true (SPEC.md §5).
      await post(app, '/api/login', { username, password: 'steady-secret-12' }),
    ]) {
      const { attributes } = parseSessionSetCookie(response.headers['set-cookie']);
      expect(attributes.get('expires')).toBe(expected);
      expect(attributes.has('httponly')).toBe(true);
      expect(attributes.get('samesite')).toBe('Lax');
      expect(attributes.get('path')).toBe('/');
      expect(attributes.has('secure')).toBe(false);
      expect(attributes.has('max-age')).toBe(false);
    }
  });

  it('sets a browser-session cookie (no Expires) without rememberMe', async () => {
    const { app } = server();
    const username = uniqueName('tmp');
    for (const response of await registerThenLogIn(app, username, false)) {
      const { attributes } = parseSessionSetCookie(response.headers['set-cookie']);
      expect(attributes.has('expires')).toBe(false);
      expect(attributes.has('max-age')).toBe(false);
      expect(attributes.has('httponly')).toBe(true);
      expect(attributes.get('samesite')).toBe('Lax');
      expect(attributes.get('path')).toBe('/');
    }
  });

  it('ignores X-Forwarded-Proto from an untrusted client: no Secure flag', async () => {
    const { app } = server();
    const response = await post(
      app,
      '/api/register',
      { username: uniqueName('fwd'), password: 'steady-secret-12' },
      { 'x-forwarded-proto': 'https' },
    );
    expect(parseSessionSetCookie(response.headers['set-cookie']).attributes.has('secure')).toBe(
      false,
    );
  });

  it('rotates the session on login: the old token stops working, other devices stay signed in', async () => {
    const { app } = server();
    const { cookie: first, username } = await signUp(app);
    const otherDevice = sessionCookie(
      (await post(app, '/api/login', { username, password: 'correct horse' })).headers[
        'set-cookie'
      ],
    );

    const login = await post(
      app,
      '/api/login',
      { username, password: 'correct horse' },
      { cookie: first },
    );
    const second = sessionCookie(login.headers['set-cookie']);
    expect(second).not.toBe(first);
    expect((await whoAmI(app, first)).statusCode).toBe(401);
    expect((await whoAmI(app, second)).json().username).toBe(username);
    expect((await whoAmI(app, otherDevice)).json().username).toBe(username);
  });

  it('ends a browser session after 30 idle minutes, and after 12 hours even in use (issue 20)', async () => {
    const { app, clock } = server();
    const { cookie } = await signUp(app, { rememberMe: false });
    // Used every 20 minutes: still signed in at 11 h 40 min, out at 12 h.
    for (let elapsed = 0; elapsed < 12 * HOUR - 20 * 60_000; elapsed += 20 * 60_000) {
      clock.advance(20 * 60_000);
      expect((await whoAmI(app, cookie)).statusCode).toBe(200);
    }
    clock.advance(20 * 60_000 + 1000);
    const expired = await whoAmI(app, cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Not logged in' });

    const idle = await signUp(app, { rememberMe: false });
    clock.advance(29 * 60_000);
    expect((await whoAmI(app, idle.cookie)).statusCode).toBe(200);
    clock.advance(31 * 60_000);
    expect((await whoAmI(app, idle.cookie)).statusCode).toBe(401);
  });

  it('ends a remembered session after 30 days and drops expired rows at the next login', async () => {
    const { app, clock, database } = server();
    const { cookie, username, id } = await signUp(app, { rememberMe: true });
    clock.advance(30 * DAY - 1000);
    expect((await whoAmI(app, cookie)).statusCode).toBe(200);
    clock.advance(2000);
    expect((await whoAmI(app, cookie)).statusCode).toBe(401);
    const protectedCall = await app.inject({ url: '/api/protected/export', headers: { cookie } });
    expect(protectedCall.statusCode).toBe(401);

    await post(app, '/api/login', { username, password: 'correct horse' });
    const left = await database.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(left).toHaveLength(1);
    expect(left[0]?.expiresAt.getTime()).toBeGreaterThan(clock.now().getTime());
  });

  it('logout deletes the session on the server and clears the cookie', async () => {
    const { app, database } = server();
    const { cookie, id } = await signUp(app);
    const logout = await post(app, '/api/logout', undefined, { cookie });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Logged out' });
    const cleared = parseSessionSetCookie(logout.headers['set-cookie']);
    expect(cleared.value).toBe('');
    expect(new Date(cleared.attributes.get('expires') ?? '').getTime()).toBeLessThan(Date.now());

    // A copy of the old cookie (e.g. stolen before logout) is worthless now.
    expect((await whoAmI(app, cookie)).statusCode).toBe(401);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(
      0,
    );
    expect((await post(app, '/api/logout')).statusCode).toBe(200);
  });

  it('answers /api/user with 401 for no cookie and for a forged one', async () => {
    const { app } = server();
    const none = await app.inject('/api/user');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Not logged in' });
    const forged = await whoAmI(app, `steady_session=${Buffer.alloc(32, 7).toString('base64url')}`);
    expect(forged.statusCode).toBe(401);
  });

  it('gives an unknown user and a wrong password the same answer in about the same time', async () => {
    const { app } = server();
    const { username } = await signUp(app);
    const unknown = await post(app, '/api/login', {
      username: uniqueName('ghost'),
      password: 'whatever1',
    });
    const wrong = await post(app, '/api/login', { username, password: 'whatever1' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json()).toEqual({ message: 'Invalid username or password' });
    expect(unknown.headers['set-cookie']).toBeUndefined();
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const time = async (name: string) => {
      const start = process.hrtime.bigint();
      await post(app, '/api/login', { username: name, password: 'whatever1' });
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const unknownTimes: number[] = [];
    const wrongTimes: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      unknownTimes.push(await time(uniqueName('ghost')));
      wrongTimes.push(await time(username));
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const ratio = median(unknownTimes) / median(wrongTimes);
    console.info(
      `login timing [${server().engine}]: unknown user median ${median(unknownTimes).toFixed(1)} ms, wrong password ${median(wrongTimes).toFixed(1)} ms`,
    );
    // Both run one argon2id verification; without the dummy hash an unknown user answers ~30x faster,
    // so wide bounds still catch it on a busy shared machine.
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('refuses state-changing calls from another site with 403 and changes nothing', async () => {
    const { app } = server();
    const { cookie, username } = await signUp(app);
    const evil = { origin: 'https://evil.example', host: 'steady.example' };

    const register = await post(
      app,
      '/api/register',
      { username: uniqueName('csrf'), password: 'steady-secret-12' },
      evil,
    );
    expect(register.statusCode).toBe(403);
    expect(register.json()).toEqual({ message: 'Cross-site requests are not allowed.' });
    expect(register.headers['set-cookie']).toBeUndefined();

    const login = await post(
      app,
      '/api/login',
      { username, password: 'correct horse' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(login.statusCode).toBe(403);
    expect(login.headers['set-cookie']).toBeUndefined();

    expect((await post(app, '/api/logout', undefined, { ...evil, cookie })).statusCode).toBe(403);
    const deletion = await app.inject({
      method: 'DELETE',
      url: '/api/protected/account',
      headers: { ...evil, cookie },
    });
    expect(deletion.statusCode).toBe(403);
    expect((await whoAmI(app, cookie)).json().username).toBe(username);

    const sameSite = await post(
      app,
      '/api/login',
      { username, password: 'correct horse' },
      { origin: 'http://steady.example', host: 'steady.example', 'sec-fetch-site': 'same-origin' },
    );
    expect(sameSite.statusCode).toBe(200);
  });
});

describe('auth behind a trusted HTTPS proxy', () => {
  it('names the cookie __Host-steady_session over HTTPS and reads only that name (issue 20)', async () => {
    const server = await createTestServer('pglite', { env: { TRUST_PROXY: '1' } });
    try {
      const https = { 'x-forwarded-proto': 'https' };
      const response = await post(
        server.app,
        '/api/register',
        { username: uniqueName('host'), password: 'steady-secret-12' },
        https,
      );
      const line = [response.headers['set-cookie']].flat().join('\n');
      expect(line).toMatch(
        /^__Host-steady_session=[^;]+; Path=\/;(?: Expires=[^;]+;)? HttpOnly; Secure; SameSite=Lax/m,
      );
      expect(line).not.toMatch(/Domain=/i);
      const token = /__Host-steady_session=([^;]+)/.exec(line)?.[1];
      const me = await server.app.inject({
        url: '/api/user',
        headers: { ...https, cookie: `__Host-steady_session=${token}` },
      });
      expect(me.statusCode).toBe(200);
      // Over HTTPS a bare-named cookie (which a plain-HTTP page could have planted) is ignored.
      const planted = await server.app.inject({
        url: '/api/user',
        headers: { ...https, cookie: `steady_session=${token}` },
      });
      expect(planted.statusCode).toBe(401);
    } finally {
      await server.close();
    }
    // Starts its own server: a busy two-core machine needs more than the default 30 s.
  }, 180_000);

  it('marks the session cookie Secure only when the request came over HTTPS', async () => {
    const server = await createTestServer('pglite', { env: { TRUST_PROXY: '1' } });
    try {
      const https = await post(
        server.app,
        '/api/register',
        { username: uniqueName('tls'), password: 'steady-secret-12' },
        { 'x-forwarded-proto': 'https' },
      );
      const { attributes } = parseSessionSetCookie(
        [https.headers['set-cookie']].flat().map((h) => String(h).replace(/^__Host-/, '')),
      );
      expect(attributes.has('secure')).toBe(true);
      expect(attributes.has('httponly')).toBe(true);
      expect(attributes.get('samesite')).toBe('Lax');

      const plain = await post(server.app, '/api/register', {
        username: uniqueName('tls'),
        password: 'steady-secret-12',
      });
      expect(parseSessionSetCookie(plain.headers['set-cookie']).attributes.has('secure')).toBe(
        false,
      );
    } finally {
      await server.close();
    }
    // Starts its own server: a busy two-core machine needs more than the default 30 s.
  }, 180_000);
});
