import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selfChecks } from '../../db/schema';

export type SelfCheckRow = typeof selfChecks.$inferSelect;
export type NewSelfCheck = Omit<typeof selfChecks.$inferInsert, 'id'>;

/** SQL for saved self-check results. Every query is scoped to one user id. */
export function createSelfCheckRepo(db: Db) {
  return {
    /** Inserts the result unless he already saved one with this id; answers the stored row. */
    async insert(row: NewSelfCheck): Promise<{ row: SelfCheckRow; created: boolean }> {
      const inserted = await db.insert(selfChecks).values(row).onConflictDoNothing().returning();
      if (inserted[0]) return { row: inserted[0], created: true };
      const existing = await db
        .select()
        .from(selfChecks)
        .where(and(eq(selfChecks.userId, row.userId), eq(selfChecks.clientId, row.clientId)))
        .limit(1);
      if (!existing[0]) throw new Error('self-check insert conflicted but no row was found');
      return { row: existing[0], created: false };
    },

    async list(userId: number, limit: number): Promise<SelfCheckRow[]> {
      return db
        .select()
        .from(selfChecks)
        .where(eq(selfChecks.userId, userId))
        .orderBy(desc(selfChecks.takenAt), desc(selfChecks.id))
        .limit(limit);
    },

    /** False when no such result is his (another user's id looks exactly like a missing one). */
    async remove(userId: number, clientId: string): Promise<boolean> {
      const rows = await db
        .delete(selfChecks)
        .where(and(eq(selfChecks.userId, userId), eq(selfChecks.clientId, clientId)))
        .returning({ id: selfChecks.id });
      return rows.length > 0;
    },
  };
}

export type SelfCheckRepo = ReturnType<typeof createSelfCheckRepo>;
