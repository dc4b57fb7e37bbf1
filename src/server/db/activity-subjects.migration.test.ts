// Migration 0002 moved module reads and chat topics from title strings in `details` to ids in
// `subject`. This writes rows the way the app wrote them before it, on a database migrated only
// that far, then applies the rest and checks the rows, the counts and the activity list.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACHIEVEMENT_IDS } from '@shared/constants/achievements';
import type { ActivityEntry, UserAchievement } from '@shared/contracts/progress';
import {
  ENGINES,
  openTestDatabase,
  sessionCookie,
  startApp,
  type TestServer,
} from '../../../test/server-harness';
import { migrationsFolder } from './migrate';
import { activities, users } from './schema';
import { seedAchievements } from './seed';

const MIGRATION = 'activity_subject_ids';

/** drizzle/ as it was before the migration under test: the earlier files and a cut journal. */
function migrationsBefore(tagSuffix: string): string {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(`_${tagSuffix}`));
  if (at < 0) throw new Error(`no migration named *_${tagSuffix}`);
  const entries = journal.entries.slice(0, at);
  const folder = mkdtempSync(path.join(tmpdir(), 'steady-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries)
    copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

// Exactly what progress.service.ts and chat-progress.ts wrote before the migration.
const OLD_ROWS: [type: string, details: string][] = [
  ['account', 'Created your account'],
  ['resource', 'Read the module “Understanding Stress Responses”'],
  ['resource', 'Read the module “The Sleep–Mood Connection”'],
  ['resource', 'Read the module “The Sleep–Mood Connection”'],
  ['resource', 'Read the module “Healthy Communication”'],
  ['resource', 'Read the module “Exercise and Mental Health”'],
  ['resource', 'Read the module “Anger Management”'],
  ['resource', 'Read the module “A module that no longer exists”'],
  ['chat', 'Talked about Work & Career'],
  ['chat', 'Talked about Something Else'],
  ['check-in', 'Checked in feeling Good'],
  ['meditation', 'Completed a breathing session: box'],
];

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`migration ${MIGRATION} [${engine.label}]`, () => {
    let server: TestServer | undefined;
    let folder: string | undefined;
    let cookie = '';
    const app = () => {
      if (!server) throw new Error('not started');
      return server.app;
    };

    beforeAll(async () => {
      const { database, env } = await openTestDatabase(engine.name);
      folder = migrationsBefore(MIGRATION);
      await database.migrate(folder);
      await seedAchievements(database.db);
      const { db } = database;
      const [user] = await db
        .insert(users)
        .values({
          username: 'olduser',
          passwordHash: await hash('correct horse'),
          createdAt: new Date('2026-01-01T00:00:00Z'),
        })
        .returning({ id: users.id });
      const userId = user?.id;
      // Raw SQL: the schema in code already has the new column, the table does not yet.
      for (const [index, [type, details]] of OLD_ROWS.entries()) {
        await db.execute(
          sql`insert into activities (user_id, type, details, created_at)
              values (${userId}, ${type}, ${details}, ${new Date(Date.UTC(2026, 0, 2, 0, index))})`,
        );
      }
      await database.migrate();
      server = await startApp(database, env);
      const login = await app().inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'olduser', password: 'correct horse', rememberMe: true },
      });
      expect(login.statusCode).toBe(200);
      cookie = sessionCookie(login.headers['set-cookie']);
    });

    afterAll(async () => {
      await server?.close();
      if (folder) rmSync(folder, { recursive: true, force: true });
    });

    const activity = async () =>
      (await app().inject({ url: '/api/protected/activity', headers: { cookie } })).json<
        ActivityEntry[]
      >();
    const achievement = async (id: number) =>
      (await app().inject({ url: '/api/protected/achievements', headers: { cookie } }))
        .json<UserAchievement[]>()
        .find((entry) => entry.id === id);

    it('turns each known title into its id and keeps any other text', async () => {
      const rows = await server!.database.db
        .select({ type: activities.type, subject: activities.subject, details: activities.details })
        .from(activities)
        .orderBy(activities.createdAt);
      expect(rows.map((row) => [row.type, row.subject, row.details])).toEqual([
        ['account', null, 'Created your account'],
        ['resource', 'stress-responses', null],
        ['resource', 'sleep-mood-connection', null],
        ['resource', 'sleep-mood-connection', null],
        ['resource', 'healthy-communication', null],
        ['resource', 'exercise-mental-health', null],
        ['resource', 'anger-management', null],
        ['resource', null, 'Read the module “A module that no longer exists”'],
        ['chat', 'work', null],
        ['chat', 'other', null],
        ['check-in', null, 'Checked in feeling Good'],
        ['meditation', null, 'Completed a breathing session: box'],
      ]);
    });

    it('lists converted rows under the catalogue’s current titles', async () => {
      const details = (await activity()).map((entry) => entry.details);
      expect(details).toContain('Read the module “The Sleep and Mood Connection”');
      expect(details).toContain('Read the module “Anger Management Techniques”');
      expect(details).toContain('Talked about Work & Career');
      expect(details).toContain('Read the module “A module that no longer exists”');
      expect(details.filter((text) => text.includes('Sleep–Mood'))).toEqual([]);
    });

    it('counts the old reads: the sixth module completes Well Read', async () => {
      // Five distinct modules were read the old way, among them the one whose title had drifted.
      const response = await app().inject({
        method: 'POST',
        url: '/api/protected/resources/read',
        headers: { cookie },
        payload: { moduleId: 'work-stress' },
      });
      expect(response.json()).toEqual({ recorded: true });
      expect(await achievement(ACHIEVEMENT_IDS.allModules)).toMatchObject({
        progress: 100,
        unlocked: true,
      });
    });

    it('counts the old conversations: a third topic completes Exploring', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/api/chat',
        headers: { cookie },
        payload: { message: 'Things at home are tense', topic: 'relationships' },
      });
      expect(response.statusCode).toBe(200);
      expect(await achievement(ACHIEVEMENT_IDS.topicsExplored)).toMatchObject({
        progress: 100,
        unlocked: true,
      });
    });
  });
}
