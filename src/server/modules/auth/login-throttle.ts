import { HttpError } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** One address may fail this many times the per-account limit across all usernames. */
export const PER_IP_FACTOR = 5;

/**
 * Failed logins are counted per IP+username (the configured limit) and per IP across usernames
 * (PER_IP_FACTOR times that), so neither guessing one account nor spraying many gets far. Only
 * failures count; a success clears the IP+username counter.
 *
 * Attempts from one IP run one after another in this process: otherwise a burst of parallel
 * guesses would all read the counter before any failure was recorded and get past the limit.
 * With several processes the burst can win at most one guess per process before the shared
 * (Redis) counter catches up.
 */
export function createLoginThrottle(limiter: RateLimiter, limit: number) {
  const keys = (ip: string, username: string) => ({
    pair: `login:${ip}:${username.toLowerCase()}`,
    ip: `login-ip:${ip}`,
  });
  const tails = new Map<string, Promise<void>>();

  async function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    let release = () => {};
    const done = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous.then(() => done);
    tails.set(key, tail);
    try {
      await previous;
      return await task();
    } finally {
      release();
      if (tails.get(key) === tail) tails.delete(key);
    }
  }

  async function refuseIfBlocked(ip: string, username: string): Promise<void> {
    const k = keys(ip, username);
    const [pair, perIp] = await Promise.all([limiter.peek(k.pair), limiter.peek(k.ip)]);
    const blocked =
      pair.count >= limit ? pair : perIp.count >= limit * PER_IP_FACTOR ? perIp : null;
    if (!blocked) return;
    const minutes = Math.ceil(blocked.retryAfterSeconds / 60);
    throw new HttpError(
      429,
      `Too many failed login attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      { 'retry-after': String(blocked.retryAfterSeconds) },
    );
  }

  return {
    /**
     * Runs one login attempt unless the limits refuse it (429 with Retry-After). `tryLogin`
     * answers null for a failed attempt, which is counted.
     */
    async attempt<T>(
      ip: string,
      username: string,
      tryLogin: () => Promise<T | null>,
    ): Promise<T | null> {
      if (limit === 0) return tryLogin();
      return oneAtATime(ip, async () => {
        await refuseIfBlocked(ip, username);
        const result = await tryLogin();
        const k = keys(ip, username);
        if (result === null)
          await Promise.all([
            limiter.hit(k.pair, LOGIN_WINDOW_MS),
            limiter.hit(k.ip, LOGIN_WINDOW_MS),
          ]);
        else await limiter.reset(k.pair);
        return result;
      });
    },
  };
}

/**
 * Sign-ups per IP share the login limit per 15 minutes: each one costs an argon2id hash, so an
 * unlimited stream would let one client create accounts in bulk and pin the CPU. Every attempt
 * counts, atomically, before any hashing.
 */
export function createSignupThrottle(limiter: RateLimiter, limit: number) {
  return {
    async check(ip: string): Promise<void> {
      if (limit === 0) return;
      const { count, retryAfterSeconds } = await limiter.hit(`signup:${ip}`, LOGIN_WINDOW_MS);
      if (count <= limit) return;
      const minutes = Math.ceil(retryAfterSeconds / 60);
      throw new HttpError(
        429,
        `Too many new accounts from this network. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        { 'retry-after': String(retryAfterSeconds) },
      );
    },
  };
}
