import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { sessionListSchema, type SessionInfo } from '@shared/contracts/account-security';
import { sessions as sessionsTable } from '../../db/schema';
import { describeEngines, reauth, sessionCookie, signUp } from '../../../../test/server-harness';

// Issue 20, finding 5: change password, the session list with sign-out, and the password asked
// again before export or deletion.

const PASSWORD = 'correct horse';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36';
const MAC_FIREFOX =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0';

const whoAmI = (app: FastifyInstance, cookie: string) =>
  app.inject({ url: '/api/user', headers: { cookie } });

async function login(app: FastifyInstance, username: string, userAgent = MAC_FIREFOX) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'user-agent': userAgent },
    payload: { username, password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return sessionCookie(response.headers['set-cookie']);
}

async function listSessions(app: FastifyInstance, cookie: string): Promise<SessionInfo[]> {
  const response = await app.inject({ url: '/api/protected/sessions', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return sessionListSchema.parse(response.json()).sessions;
}

const changePassword = (app: FastifyInstance, cookie: string, body: object) =>
  app.inject({
    method: 'POST',
    url: '/api/protected/password',
    headers: { cookie },
    payload: body,
  });

describeEngines('account security: password change, sessions, re-authentication', (server) => {
  it('changes the password, signs out every other session and keeps this one', async () => {
    const { app } = server();
    const { cookie, username } = await signUp(app);
    const phone = await login(app, username, ANDROID_CHROME);
    const laptop = await login(app, username);

    const response = await changePassword(app, cookie, {
      currentPassword: PASSWORD,
      newPassword: 'a much longer phrase',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Password changed. Every other session has been signed out.',
    });
    expect((await whoAmI(app, cookie)).statusCode).toBe(200);
    expect((await whoAmI(app, phone)).statusCode).toBe(401);
    expect((await whoAmI(app, laptop)).statusCode).toBe(401);

    const old = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password: PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    const renewed = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password: 'a much longer phrase' },
    });
    expect(renewed.statusCode).toBe(200);
  });

  it('refuses a wrong current password with 403 and changes nothing', async () => {
    const { app } = server();
    const { cookie, username } = await signUp(app);
    const other = await login(app, username);
    const response = await changePassword(app, cookie, {
      currentPassword: 'not my password',
      newPassword: 'a much longer phrase',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'That password is not right. Please try again.' });
    expect((await whoAmI(app, other)).statusCode).toBe(200);
    await login(app, username);
  });

  it('holds a new password to the sign-up rules, naming the reason', async () => {
    const { app } = server();
    const { cookie, username } = await signUp(app);
    const cases: [string, string][] = [
      ['short1', 'Invalid newPassword: Password must be at least 8 characters'],
      ['x'.repeat(129), 'Invalid newPassword: Password must be at most 128 characters'],
      [
        'Password123',
        'Invalid newPassword: This password is on a list of commonly used passwords. Choose one that is harder to guess.',
      ],
      [`my-${username}-pass`, 'Invalid newPassword: Password must not contain your username'],
      [PASSWORD, 'Invalid newPassword: New password must be different from the current one'],
    ];
    for (const [newPassword, message] of cases) {
      const response = await changePassword(app, cookie, {
        currentPassword: PASSWORD,
        newPassword,
      });
      expect(response.statusCode, newPassword).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    const missing = await changePassword(app, cookie, { newPassword: 'a much longer phrase' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^Invalid currentPassword/);
    await login(app, username);
  });

  it('lists his sessions with a device hint, times and the current one, and no IP or raw agent', async () => {
    const { app, clock, database } = server();
    const signup = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'user-agent': ANDROID_CHROME },
      payload: { username: `dev_${Date.now().toString(36)}`, password: PASSWORD },
    });
    const phone = sessionCookie(signup.headers['set-cookie']);
    const username: string = signup.json().username;
    const created = clock.now().toISOString();
    clock.advance(5 * 60_000);
    const laptop = await login(app, username);

    const sessions = await listSessions(app, laptop);
    expect(sessions).toEqual([
      expect.objectContaining({
        device: 'Chrome on Android',
        createdAt: created,
        lastUsedAt: created,
        current: false,
        persistent: true,
      }),
      expect.objectContaining({
        device: 'Firefox on macOS',
        createdAt: clock.now().toISOString(),
        current: true,
      }),
    ]);
    const body = JSON.stringify(sessions);
    expect(body).not.toMatch(/127\.0\.0\.1|Pixel|Mozilla|124\.0|token/i);
    // Only the hint is stored, never the header itself.
    const stored = JSON.stringify(await database.db.select().from(sessionsTable));
    expect(stored).toContain('Chrome on Android');
    expect(stored).not.toMatch(/Pixel|Mozilla|127\.0\.0\.1/);
    expect((await listSessions(app, phone)).map((s) => s.current)).toEqual([true, false]);
  });

  it('moves "last used" forward at most once a minute', async () => {
    const { app, clock } = server();
    const { cookie } = await signUp(app);
    const [first] = await listSessions(app, cookie);
    clock.advance(30_000);
    await whoAmI(app, cookie);
    expect((await listSessions(app, cookie))[0]?.lastUsedAt).toBe(first?.lastUsedAt);
    clock.advance(31_000);
    await whoAmI(app, cookie);
    expect((await listSessions(app, cookie))[0]?.lastUsedAt).toBe(clock.now().toISOString());
  });

  it('signs out one session by its id, and answers 404 for one that is not his', async () => {
    const { app } = server();
    const { cookie, username } = await signUp(app);
    const other = await login(app, username);
    const stranger = await signUp(app);
    const target = (await listSessions(app, cookie)).find((s) => !s.current);
    if (!target) throw new Error('second session missing');

    const byStranger = await app.inject({
      method: 'DELETE',
      url: `/api/protected/sessions/${target.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(byStranger.statusCode).toBe(404);
    expect((await whoAmI(app, other)).statusCode).toBe(200);

    const response = await app.inject({
      method: 'DELETE',
      url: `/api/protected/sessions/${target.id}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'That session has been signed out.' });
    expect((await whoAmI(app, other)).statusCode).toBe(401);
    expect((await whoAmI(app, cookie)).statusCode).toBe(200);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: '/api/protected/sessions/nope',
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('signing out the current session by its id clears the cookie', async () => {
    const { app } = server();
    const { cookie } = await signUp(app);
    const [current] = await listSessions(app, cookie);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/protected/sessions/${current?.id ?? ''}`,
      headers: { cookie },
    });
    expect(response.json()).toEqual({ message: 'Logged out' });
    expect(String(response.headers['set-cookie'])).toMatch(/^steady_session=;/);
    expect((await whoAmI(app, cookie)).statusCode).toBe(401);
  });

  it('signs out everywhere else and keeps this session', async () => {
    const { app } = server();
    const { cookie, username } = await signUp(app);
    const others = [await login(app, username), await login(app, username, ANDROID_CHROME)];
    const response = await app.inject({
      method: 'POST',
      url: '/api/protected/sessions/sign-out-others',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Signed out of 2 other sessions.' });
    for (const other of others) expect((await whoAmI(app, other)).statusCode).toBe(401);
    expect((await listSessions(app, cookie)).map((s) => s.current)).toEqual([true]);
  });

  it('asks for the password again before export and deletion, for five minutes per session', async () => {
    const { app, clock } = server();
    const { cookie, username } = await signUp(app);
    const other = await login(app, username);
    const exportNow = (c: string) =>
      app.inject({ url: '/api/protected/export', headers: { cookie: c } });
    const deleteNow = (c: string) =>
      app.inject({ method: 'DELETE', url: '/api/protected/account', headers: { cookie: c } });

    for (const response of [
      await exportNow(cookie),
      await app.inject({ url: '/api/protected/export?format=csv', headers: { cookie } }),
      await deleteNow(cookie),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Please enter your password again to continue.' });
    }
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/protected/reauth',
      headers: { cookie },
      payload: { password: 'not my password' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: 'That password is not right. Please try again.' });
    expect((await exportNow(cookie)).statusCode).toBe(403);

    await reauth(app, cookie);
    expect((await exportNow(cookie)).statusCode).toBe(200);
    // The proof belongs to the session that typed the password, not to the account.
    expect((await exportNow(other)).statusCode).toBe(403);
    clock.advance(5 * 60_000 + 1000);
    expect((await exportNow(cookie)).statusCode).toBe(403);
    expect((await deleteNow(cookie)).statusCode).toBe(403);
    expect((await whoAmI(app, cookie)).statusCode).toBe(200);

    await reauth(app, cookie);
    expect((await deleteNow(cookie)).statusCode).toBe(200);
  });
});

describeEngines(
  'account security: wrong passwords share the login throttle',
  (server) => {
    it('stops password guesses through a signed-in session after the login limit', async () => {
      const { app } = server();
      const { cookie, username } = await signUp(app);
      const guess = (password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/protected/reauth',
          headers: { cookie },
          payload: { password },
        });
      for (let i = 0; i < 3; i += 1) expect((await guess(`guess ${i}`)).statusCode).toBe(403);
      const blocked = await guess(PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/^Too many failed login attempts/);
      const change = await changePassword(app, cookie, {
        currentPassword: 'guess again',
        newPassword: 'a much longer phrase',
      });
      expect(change.statusCode).toBe(429);
      // The sign-in form for his name is closed to that address as well.
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password: PASSWORD },
      });
      expect(signIn.statusCode).toBe(429);
    });
  },
  { env: { RATE_LIMIT_LOGIN_PER_15MIN: '3' } },
);
