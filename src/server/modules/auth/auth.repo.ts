import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

export function createAuthRepo(db: Db) {
  const sessionLookup = db
    .select({
      id: users.id,
      username: users.username,
      persistent: sessions.persistent,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('auth_session_lookup');

  return {
    async findUserByUsername(username: string) {
      const rows = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
        .limit(1);
      return rows[0];
    },

    /** Returns undefined when the username is taken (case-insensitively). */
    async insertUser(values: {
      username: string;
      passwordHash: string;
      email?: string | undefined;
      createdAt: Date;
    }) {
      const rows = await db
        .insert(users)
        .values({ ...values, email: values.email ?? null })
        .onConflictDoNothing()
        .returning({ id: users.id, username: users.username });
      return rows[0];
    },

    async insertSession(values: {
      tokenHash: Buffer;
      userId: number;
      persistent: boolean;
      createdAt: Date;
      lastUsedAt: Date;
      expiresAt: Date;
      device: string;
    }) {
      await db.insert(sessions).values(values);
    },

    async findSessionUser(tokenHash: Buffer, now: Date) {
      const rows = await sessionLookup.execute({ tokenHash, now });
      return rows[0];
    },

    async deleteExpiredSessions(userId: number, now: Date) {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
    },

    /** Records use, and slides a browser session's idle deadline forward. */
    async touchSession(tokenHash: Buffer, lastUsedAt: Date, expiresAt: Date) {
      await db
        .update(sessions)
        .set({ lastUsedAt, expiresAt })
        .where(eq(sessions.tokenHash, tokenHash));
    },
    async deleteSession(tokenHash: Buffer) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
