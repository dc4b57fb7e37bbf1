import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { safeError } from '../../lib/safe-error';

/** Liveness and readiness for load balancers and orchestrators. */
export function registerHealth(app: FastifyInstance, deps: { database: Database }): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await withTimeout(deps.database.ping(), 2_000);
      return { status: 'ready', database: deps.database.engine };
    } catch (error) {
      request.log.warn({ err: safeError(error) }, 'readiness check failed');
      return reply
        .status(503)
        .send({ status: 'unavailable', message: 'The database is not reachable.' });
    }
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
