import { createApp } from './app';
import { startSnapshots } from './db/backups';
import { openDatabase } from './db/client';
import { seedAchievements } from './db/seed';
import { EnvError, loadEnv } from './env';
import { createLogger } from './lib/logger';
import { REGEXP_FLAG } from '../../scripts/server-node-args.mjs';

// The only side-effectful entry point: env → database → app → listen → graceful shutdown.
async function main() {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  if (!process.execArgv.includes(REGEXP_FLAG))
    logger.warn(
      `started without ${REGEXP_FLAG}: on Node 20 the crisis check runs about 3x slower (scripts/server-node-args.mjs)`,
    );
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    logger,
    statementTimeoutMs: env.DB_TIMEOUT_MS,
  });
  await database.migrate();
  await seedAchievements(database.db);
  const stopSnapshots =
    database.pglite && env.DATA_DIR !== 'memory://'
      ? startSnapshots(database.pglite, env.DATA_DIR, logger)
      : () => {};

  const app = await createApp({ database, env, logger });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      stopSnapshots();
      await app.close(); // stops accepting and waits for in-flight requests
      await database.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const engine = database.engine === 'pglite' ? `PGlite (${env.DATA_DIR})` : 'PostgreSQL';
  logger.info(`Steady is ready on http://localhost:${env.PORT} — database: ${engine}`);
}

main().catch((error: unknown) => {
  // Configuration and lock errors are for a person to read, not a stack trace.
  const friendly =
    error instanceof EnvError || (error instanceof Error && error.name === 'DataDirLockedError');
  console.error(friendly && error instanceof Error ? error.message : error);
  process.exit(1);
});
