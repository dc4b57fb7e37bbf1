import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startSnapshots } from './backups';
import { openDatabase } from './client';

// Issue 20, finding 6: PGlite's files were 0666 and backups 0644; PostgreSQL uses 0700/0600.
function modes(root: string): { file: string; mode: number; dir: boolean }[] {
  const out: { file: string; mode: number; dir: boolean }[] = [];
  const walk = (target: string) => {
    const stat = fs.statSync(target);
    out.push({
      file: path.relative(root, target),
      mode: stat.mode & 0o777,
      dir: stat.isDirectory(),
    });
    if (stat.isDirectory())
      for (const name of fs.readdirSync(target)) walk(path.join(target, name));
  };
  walk(root);
  return out;
}

describe('data directory file modes', () => {
  it('keeps PGlite files and backups readable by the owner only', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-modes-'));
    const previous = process.umask(0o022);
    // A file an older version left readable to all.
    fs.mkdirSync(path.join(dataDir, 'backups'), { mode: 0o755 });
    fs.writeFileSync(path.join(dataDir, 'backups', 'old.tar.gz'), 'x', { mode: 0o644 });
    const database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      const logger = pino({ level: 'silent' });
      const stop = startSnapshots(database.pglite!, dataDir, logger);
      const deadline = Date.now() + 60_000;
      while (!fs.readdirSync(path.join(dataDir, 'backups')).some((f) => f.startsWith('steady-'))) {
        expect(Date.now()).toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      stop();
      // The snapshot's sweep has run: everything so far is owner-only.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const loose = modes(dataDir).filter(({ mode, dir }) => (dir ? mode !== 0o700 : mode & 0o077));
      expect(loose).toEqual([]);
      expect(modes(dataDir).length).toBeGreaterThan(20);
      await database.close();
      expect(
        modes(dataDir).filter(({ mode, dir }) => (dir ? mode !== 0o700 : mode & 0o077)),
      ).toEqual([]);
    } finally {
      await database.close().catch(() => undefined);
      process.umask(previous);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
