import { sql } from 'drizzle-orm';
import { ACHIEVEMENTS } from '@shared/constants/achievements';
import type { Db } from './client';
import { achievements } from './schema';

/** Idempotent: inserts the catalogue and refreshes wording, never touching user progress. */
export async function seedAchievements(db: Db): Promise<void> {
  await db
    .insert(achievements)
    .values(ACHIEVEMENTS.map((a) => ({ ...a })))
    .onConflictDoUpdate({
      target: achievements.id,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        icon: sql`excluded.icon`,
        category: sql`excluded.category`,
      },
    });
}
