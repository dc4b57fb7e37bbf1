import {
  REAUTH_REQUIRED,
  REAUTH_WINDOW_MINUTES,
  type SessionInfo,
} from '@shared/contracts/account-security';
import { PASSWORD_CONTAINS_USERNAME, passwordContainsUsername } from '@shared/contracts/auth';
import { HttpError } from '../../http/errors';
import type { CurrentUser } from '../../http/current-user';
import type { Clock } from '../../lib/clock';
import type { AccountSecurityRepo } from './account-security.repo';
import { hashToken } from './auth.service';
import { UNKNOWN_DEVICE } from './device-hint';
import { hashPassword, verifyPassword } from './password-hash';
import { assertPasswordNotCommon } from './password-policy';

export const REAUTH_WINDOW_MS = REAUTH_WINDOW_MINUTES * 60 * 1000;

/**
 * Change password, the session list and re-authentication (issue 20, ASVS 3.3.3, 3.3.4, 6.2.3).
 * `token` is always the session cookie of the request, so "current" and "other" are exact.
 * The password checks answer null for a wrong password; the route counts it in the login throttle.
 */
export function createAccountSecurityService(deps: { repo: AccountSecurityRepo; clock: Clock }) {
  const { repo, clock } = deps;

  async function passwordMatches(userId: number, password: string): Promise<boolean> {
    const stored = await repo.passwordHash(userId);
    return stored !== undefined && (await verifyPassword(stored, password));
  }

  return {
    async changePassword(
      user: CurrentUser,
      token: string,
      input: { currentPassword: string; newPassword: string },
    ): Promise<true | null> {
      // The new password's own rules first: they need no hashing and say what to fix.
      if (passwordContainsUsername(input.newPassword, user.username))
        throw new HttpError(400, `Invalid newPassword: ${PASSWORD_CONTAINS_USERNAME}`);
      assertPasswordNotCommon(input.newPassword, 'newPassword');
      if (!(await passwordMatches(user.id, input.currentPassword))) return null;
      await repo.replacePassword(user.id, await hashPassword(input.newPassword), hashToken(token));
      return true;
    },

    /** Stamps this session as re-authenticated; returns when the stamp runs out. */
    async reauthenticate(user: CurrentUser, token: string, password: string): Promise<Date | null> {
      if (!(await passwordMatches(user.id, password))) return null;
      const now = clock.now();
      await repo.markReauthenticated(hashToken(token), now);
      return new Date(now.getTime() + REAUTH_WINDOW_MS);
    },

    /** 403 unless this session re-entered the password in the last few minutes. */
    async assertRecentlyReauthenticated(token: string): Promise<void> {
      const at = await repo.reauthenticatedAt(hashToken(token));
      const age = at ? clock.now().getTime() - at.getTime() : Infinity;
      if (!(age >= 0 && age <= REAUTH_WINDOW_MS)) throw new HttpError(403, REAUTH_REQUIRED);
    },

    async listSessions(userId: number, token: string): Promise<SessionInfo[]> {
      const current = hashToken(token);
      const rows = await repo.listSessions(userId, clock.now());
      return rows.map((row) => ({
        id: row.publicId,
        device: row.device ?? UNKNOWN_DEVICE,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: (row.lastUsedAt ?? row.createdAt).toISOString(),
        persistent: row.persistent,
        current: row.tokenHash.equals(current),
      }));
    },

    /** Ends one of his sessions; answers whether it was the one this request came with. */
    async endSession(userId: number, token: string, publicId: string): Promise<boolean> {
      const ended = await repo.deleteSession(userId, publicId);
      if (!ended) throw new HttpError(404, 'That session has already ended.');
      return ended.equals(hashToken(token));
    },

    endOtherSessions(userId: number, token: string): Promise<number> {
      return repo.deleteOtherSessions(userId, hashToken(token));
    },
  };
}

export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;
