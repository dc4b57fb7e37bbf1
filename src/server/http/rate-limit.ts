import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Env } from '../env';

export type LimitResult = { count: number; retryAfterSeconds: number };

/**
 * Fixed-window counters keyed by strings such as `chat:<ip>` or `login:<ip>:<user>`.
 * In memory per process by default; shared through Redis when REDIS_URL is set so several
 * Steady processes enforce one limit (see docs/decisions/003-rate-limit-counters.md).
 */
export type RateLimiter = {
  /** Counts one hit and returns the count in the current window. */
  hit(key: string, windowMs: number): Promise<LimitResult>;
  /** The current count without counting. */
  peek(key: string): Promise<LimitResult>;
  reset(key: string): Promise<void>;
  /** For /readyz: 'degraded' while a configured Redis is unreachable (limits are then open). */
  status(): 'memory' | 'ok' | 'degraded';
};

/**
 * Redis is optional at run time (issue 20, finding 11): the app starts while it is down,
 * reconnects by itself, and meanwhile the limits fail open with a warning rather than turning
 * every limited request into a 500. A shared counter that is briefly missing is a smaller harm
 * than taking the whole service down with it.
 */
export async function registerRateLimits(app: FastifyInstance, env: Env): Promise<RateLimiter> {
  if (!env.REDIS_URL) return createMemoryLimiter();
  const redis = new Redis(env.REDIS_URL, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
    // Keep trying, at most every 2 s, for as long as the process lives.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    connectTimeout: 2_000,
  });
  let lastWarning = 0;
  const warn = (error: unknown, message: string) => {
    // One line every 10 s at most: an outage must not flood the log.
    if (Date.now() - lastWarning < 10_000) return;
    lastWarning = Date.now();
    app.log.warn({ code: (error as { code?: string } | undefined)?.code }, message);
  };
  redis.on('error', (error) =>
    warn(error, 'redis unreachable: rate limits are open until it returns'),
  );
  redis.on('ready', () => app.log.info('redis connected'));
  await redis.connect().catch((error: unknown) => warn(error, 'redis unreachable at start'));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return failOpen(createRedisLimiter(redis), () => redis.status === 'ready', warn);
}

function failOpen(
  limiter: RateLimiter,
  connected: () => boolean,
  warn: (error: unknown, message: string) => void,
): RateLimiter {
  const open: LimitResult = { count: 0, retryAfterSeconds: 0 };
  const guard =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>, fallback: R) =>
    async (...args: A): Promise<R> => {
      if (!connected()) return fallback;
      try {
        return await fn(...args);
      } catch (error) {
        warn(error, 'redis command failed: rate limit skipped');
        return fallback;
      }
    };
  return {
    hit: guard(limiter.hit, open),
    peek: guard(limiter.peek, open),
    reset: guard(limiter.reset, undefined),
    status: () => (connected() ? 'ok' : 'degraded'),
  };
}

export function createMemoryLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  const result = (entry: { count: number; resetAt: number } | undefined): LimitResult => ({
    count: entry?.count ?? 0,
    retryAfterSeconds: entry ? Math.max(1, Math.ceil((entry.resetAt - now()) / 1000)) : 0,
  });
  // Expired windows are swept now and then so the map cannot grow without bound.
  let hitsSinceSweep = 0;
  return {
    async hit(key, windowMs) {
      if (++hitsSinceSweep > 10_000) {
        hitsSinceSweep = 0;
        for (const [k, entry] of windows) if (entry.resetAt <= now()) windows.delete(k);
      }
      const entry = current(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return result(entry);
    },
    async peek(key) {
      return result(current(key));
    },
    async reset(key) {
      windows.delete(key);
    },
    status: () => 'memory',
  };
}

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

export function createRedisLimiter(redis: Redis): RateLimiter {
  const prefix = 'steady:rl:';
  const toResult = (count: number, ttlMs: number): LimitResult => ({
    count,
    retryAfterSeconds: count > 0 ? Math.max(1, Math.ceil(ttlMs / 1000)) : 0,
  });
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, windowMs)) as [
        number,
        number,
      ];
      return toResult(count, ttl);
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return toResult(Number(count ?? 0), ttl);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    status: () => (redis.status === 'ready' ? 'ok' : 'degraded'),
  };
}
