import { openDatabase } from '/work/wt-21/src/server/db/client';
import { seedAchievements } from '/work/wt-21/src/server/db/seed';
for (let i = 0; i < 3; i++) {
  let t = performance.now();
  const d = await openDatabase({ dataDir: 'memory://' });
  const a = performance.now() - t; t = performance.now();
  await d.migrate();
  const b = performance.now() - t; t = performance.now();
  await seedAchievements(d.db);
  const c = performance.now() - t; t = performance.now();
  const dump = await d.pglite!.dumpDataDir('none');
  const e = performance.now() - t; t = performance.now();
  const { PGlite } = await import('@electric-sql/pglite');
  const p2 = new PGlite({ loadDataDir: dump }); await p2.waitReady;
  const f = performance.now() - t;
  console.log({ open: a|0, migrate: b|0, seed: c|0, dump: e|0, load: f|0, size: dump.size });
  await d.close(); await p2.close();
}
