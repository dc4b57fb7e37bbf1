import fs from 'node:fs';
import { openDatabase } from '../src/server/db/client';
import { seedAchievements } from '../src/server/db/seed';

/**
 * One migrated, seeded PGlite data directory, dumped as a tarball. Starting PGlite empty runs
 * initdb (the larger part of an open) and then every migration; loading this dump skips both,
 * and each suite still gets its own in-memory copy, so no suite sees another's rows.
 */
export async function buildPgliteTemplate(): Promise<Blob> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate();
    await seedAchievements(database.db);
    if (!database.pglite) throw new Error('expected an embedded PGlite');
    return await database.pglite.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

export async function writePgliteTemplate(file: string): Promise<void> {
  const blob = await buildPgliteTemplate();
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
}

export function readPgliteTemplate(file: string): Blob {
  return new Blob([fs.readFileSync(file)]);
}
