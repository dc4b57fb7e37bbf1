import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../http/errors';
import type { AuthRepo } from './auth.repo';
import { deviceHint } from './device-hint';
import { hashPassword, verifyPassword } from './password-hash';
import { assertPasswordNotCommon } from './password-policy';

export const PERSISTENT_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;
/**
 * Without "remember me" a session also ends after 30 minutes unused (ASVS 3.3.2, issue 20):
 * its expiry slides forward with use, never past the 12-hour absolute limit. Extended at most
 * once a minute, so a busy session costs one write a minute, not one per request.
 */
export const IDLE_SESSION_MS = 30 * 60 * 1000;
/** Idle extension and "last used" both move at most this often. */
export const TOUCH_EVERY_MS = 60 * 1000;

export type NewSession = { token: string; persistent: boolean; expiresAt: Date };

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

export function createAuthService(deps: { repo: AuthRepo; clock: Clock }) {
  const { repo, clock } = deps;
  // Verifying against a throwaway hash when the user does not exist makes an unknown username
  // take as long as a wrong password, so timing does not reveal which usernames exist.
  const dummyHash = hashPassword('steady-timing-equaliser');

  async function startSession(
    userId: number,
    persistent: boolean,
    userAgent: string | undefined,
  ): Promise<NewSession> {
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    const expiresAt = new Date(
      now.getTime() + (persistent ? PERSISTENT_SESSION_MS : IDLE_SESSION_MS),
    );
    await repo.insertSession({
      tokenHash: hashToken(token),
      userId,
      persistent,
      createdAt: now,
      lastUsedAt: now,
      expiresAt,
      device: deviceHint(userAgent),
    });
    return { token, persistent, expiresAt };
  }

  return {
    async register(input: {
      username: string;
      password: string;
      email?: string | undefined;
      rememberMe: boolean;
      userAgent?: string | undefined;
    }) {
      assertPasswordNotCommon(input.password);
      const passwordHash = await hashPassword(input.password);
      const user = await repo.insertUser({
        username: input.username,
        passwordHash,
        email: input.email,
        createdAt: clock.now(),
      });
      if (!user) throw new HttpError(409, 'That username is already taken. Please choose another.');
      return { user, session: await startSession(user.id, input.rememberMe, input.userAgent) };
    },

    /** Returns null for an unknown user or a wrong password, in about the same time. */
    async login(input: {
      username: string;
      password: string;
      rememberMe: boolean;
      userAgent?: string | undefined;
    }) {
      const found = await repo.findUserByUsername(input.username);
      const ok = await verifyPassword(found?.passwordHash ?? (await dummyHash), input.password);
      if (!found || !ok) return null;
      const user = { id: found.id, username: found.username };
      // Expired sessions are useless; dropping them at each login keeps the table from growing.
      await repo.deleteExpiredSessions(user.id, clock.now());
      return { user, session: await startSession(user.id, input.rememberMe, input.userAgent) };
    },

    async userForToken(token: string) {
      const tokenHash = hashToken(token);
      const now = clock.now();
      const found = await repo.findSessionUser(tokenHash, now);
      if (!found) return null;
      // One write a minute at most per session, for both the idle deadline and "last used".
      const lastUsed = (found.lastUsedAt ?? found.createdAt).getTime();
      if (now.getTime() - lastUsed >= TOUCH_EVERY_MS) {
        const expiresAt = found.persistent
          ? found.expiresAt
          : new Date(
              Math.min(
                now.getTime() + IDLE_SESSION_MS,
                found.createdAt.getTime() + BROWSER_SESSION_MS,
              ),
            );
        await repo.touchSession(tokenHash, now, expiresAt);
      }
      return { id: found.id, username: found.username };
    },

    async endSession(token: string) {
      await repo.deleteSession(hashToken(token));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
