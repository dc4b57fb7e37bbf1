import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { activities, moods, users } from './schema';

/** A mood as the API and the data export give it back: never the owner's id. */
export const moodColumns = {
  id: moods.id,
  value: moods.value,
  note: moods.note,
  tags: moods.tags,
  createdAt: moods.createdAt,
};

/** An activity as the API and the data export give it back: never the owner's id. */
export const activityColumns = {
  id: activities.id,
  type: activities.type,
  subject: activities.subject,
  details: activities.details,
  createdAt: activities.createdAt,
};

/**
 * `columns` of the rows of `table` that belong to one user. The owner filter lives here once so
 * that no per-user read can leave it out; callers add their order and limit.
 */
export function selectOwnedRows<C extends SelectedFields>(
  db: Db,
  table: PgTable & { userId: PgColumn },
  columns: C,
  userId: number,
) {
  return db.select(columns).from(table).where(eq(table.userId, userId));
}

/** `columns` of one user's own account row (callers take the first). */
export function selectUserRow<C extends SelectedFields>(db: Db, columns: C, userId: number) {
  return db.select(columns).from(users).where(eq(users.id, userId));
}
