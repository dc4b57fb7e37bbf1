import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { restrictFileModes } from './client';

const KEEP = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

// PGlite runs with fsync off (see README): rolling snapshots are the embedded engine's safety
// net. One at start-up, then daily; the newest seven are kept under DATA_DIR/backups.
export function startSnapshots(
  client: PGlite,
  dataDir: string,
  logger: FastifyBaseLogger,
): () => void {
  const dir = path.join(dataDir, 'backups');
  const snapshot = async () => {
    try {
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      fs.chmodSync(dir, 0o700);
      const dump = await client.dumpDataDir('gzip');
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const target = path.join(dir, `steady-${stamp}.tar.gz`);
      // Owner-only, as PostgreSQL keeps its own files: a backup holds every account's data.
      fs.writeFileSync(`${target}.partial`, Buffer.from(await dump.arrayBuffer()), {
        mode: 0o600,
      });
      fs.renameSync(`${target}.partial`, target);
      const old = fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.tar.gz'))
        .sort()
        .slice(0, -KEEP);
      for (const file of old) fs.rmSync(path.join(dir, file), { force: true });
      restrictFileModes(dataDir);
      logger.info({ file: path.basename(target) }, 'database snapshot written');
    } catch (error) {
      logger.error(
        { err: { message: error instanceof Error ? error.message : String(error) } },
        'database snapshot failed',
      );
    }
  };
  void snapshot();
  const timer = setInterval(() => void snapshot(), DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
