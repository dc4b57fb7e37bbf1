import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { selectUserRow } from '../../db/owned-rows';

/** SQL for the session and password controls; every query is scoped to one user's id. */
export function createAccountSecurityRepo(db: Db) {
  return {
    async passwordHash(userId: number): Promise<string | undefined> {
      const [user] = await selectUserRow(db, { passwordHash: users.passwordHash }, userId).limit(1);
      return user?.passwordHash;
    },

    /** New hash, and every other session of his ended, in one transaction. */
    async replacePassword(userId: number, passwordHash: string, keep: Buffer): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep)));
      });
    },

    async listSessions(userId: number, now: Date) {
      return db
        .select({
          tokenHash: sessions.tokenHash,
          publicId: sessions.publicId,
          device: sessions.device,
          persistent: sessions.persistent,
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(asc(sessions.createdAt));
    },

    /** Returns the ended session's token hash, or undefined when he has no such session. */
    async deleteSession(userId: number, publicId: string): Promise<Buffer | undefined> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
        .returning({ tokenHash: sessions.tokenHash });
      return rows[0]?.tokenHash;
    },

    async deleteOtherSessions(userId: number, keep: Buffer): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep)))
        .returning({ tokenHash: sessions.tokenHash });
      return rows.length;
    },

    async markReauthenticated(tokenHash: Buffer, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ reauthenticatedAt: at })
        .where(eq(sessions.tokenHash, tokenHash));
    },

    async reauthenticatedAt(tokenHash: Buffer): Promise<Date | null> {
      const rows = await db
        .select({ at: sessions.reauthenticatedAt })
        .from(sessions)
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return rows[0]?.at ?? null;
    },
  };
}

export type AccountSecurityRepo = ReturnType<typeof createAccountSecurityRepo>;
