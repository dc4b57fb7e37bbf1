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
};

export async function registerRateLimits(app: FastifyInstance, env: Env): Promise<RateLimiter> {
  if (!env.REDIS_URL) return createMemoryLimiter();
  const redis = new Redis(env.REDIS_URL, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  redis.on('error', (error) =>
    app.log.warn({ code: (error as { code?: string }).code }, 'redis error'),
  );
  await redis.connect();
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return createRedisLimiter(redis);
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
  };
}
