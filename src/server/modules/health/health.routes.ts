import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { RateLimiter } from '../../http/rate-limit';
import { safeError } from '../../lib/safe-error';

/** Liveness and readiness for load balancers and orchestrators. */
export function registerHealth(
  app: FastifyInstance,
  deps: { database: Database; rateLimits: Pick<RateLimiter, 'status'> },
): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await withTimeout(deps.database.ping(), 2_000);
      // Redis down leaves the instance ready (limits fail open): a load balancer must not take
      // every instance out at once over a shared dependency that is optional (issue 20).
      const redis = deps.rateLimits.status();
      return {
        status: 'ready',
        database: deps.database.engine,
        ...(redis === 'memory' ? {} : { redis }),
      };
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
