import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../http/errors';
import type { AuthRepo } from './auth.repo';
import { assertPasswordNotCommon } from './password-policy';

// OWASP's argon2id recommendation: 19 MiB memory, 2 iterations, 1 lane.
// algorithm 2 is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PERSISTENT_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;
/**
 * Without "remember me" a session also ends after 30 minutes unused (ASVS 3.3.2, issue 20):
 * its expiry slides forward with use, never past the 12-hour absolute limit. Extended at most
 * once a minute, so a busy session costs one write a minute, not one per request.
 */
export const IDLE_SESSION_MS = 30 * 60 * 1000;
const EXTEND_EVERY_MS = 60 * 1000;

export type NewSession = { token: string; persistent: boolean; expiresAt: Date };

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

export function createAuthService(deps: { repo: AuthRepo; clock: Clock }) {
  const { repo, clock } = deps;
  // Verifying against a throwaway hash when the user does not exist makes an unknown username
  // take as long as a wrong password, so timing does not reveal which usernames exist.
  const dummyHash = hash('steady-timing-equaliser', ARGON2);

  async function startSession(userId: number, persistent: boolean): Promise<NewSession> {
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
      expiresAt,
    });
    return { token, persistent, expiresAt };
  }

  return {
    async register(input: {
      username: string;
      password: string;
      email?: string | undefined;
      rememberMe: boolean;
    }) {
      assertPasswordNotCommon(input.password);
      const passwordHash = await hash(input.password, ARGON2);
      const user = await repo.insertUser({
        username: input.username,
        passwordHash,
        email: input.email,
        createdAt: clock.now(),
      });
      if (!user) throw new HttpError(409, 'That username is already taken. Please choose another.');
      return { user, session: await startSession(user.id, input.rememberMe) };
    },

    /** Returns null for an unknown user or a wrong password, in about the same time. */
    async login(input: { username: string; password: string; rememberMe: boolean }) {
      const found = await repo.findUserByUsername(input.username);
      const ok = await verify(found?.passwordHash ?? (await dummyHash), input.password);
      if (!found || !ok) return null;
      const user = { id: found.id, username: found.username };
      // Expired sessions are useless; dropping them at each login keeps the table from growing.
      await repo.deleteExpiredSessions(user.id, clock.now());
      return { user, session: await startSession(user.id, input.rememberMe) };
    },

    async userForToken(token: string) {
      const tokenHash = hashToken(token);
      const now = clock.now();
      const found = await repo.findSessionUser(tokenHash, now);
      if (!found) return null;
      if (!found.persistent) {
        const idleDeadline = now.getTime() + IDLE_SESSION_MS;
        const absolute = found.createdAt.getTime() + BROWSER_SESSION_MS;
        const next = Math.min(idleDeadline, absolute);
        if (next - found.expiresAt.getTime() >= EXTEND_EVERY_MS) {
          await repo.extendSession(tokenHash, new Date(next));
        }
      }
      return { id: found.id, username: found.username };
    },

    async endSession(token: string) {
      await repo.deleteSession(hashToken(token));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
