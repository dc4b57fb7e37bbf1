import net from 'node:net';
import { z } from 'zod';

// The only reader of process.env. A bad value stops start-up with a message naming the variable.

// Names proxy-addr (Fastify's trustProxy) understands for whole address ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...extra] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || extra.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * Which proxies may name the client's address in X-Forwarded-For: nothing (unset/false), a hop
 * count (the N proxies nearest to us), or a list of proxy addresses/CIDRs. `true` is refused:
 * Fastify would then believe every hop, so a client could name its own IP and walk past the
 * login, sign-up and chat limits (issue 20).
 */
export const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): false | number | string[] => {
    const lower = value.toLowerCase();
    if (lower === '' || lower === 'false' || lower === 'no' || lower === '0') return false;
    if (lower === 'true' || lower === 'yes') {
      ctx.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY=true would trust every X-Forwarded-For hop, so clients could pick their own IP. ' +
          'Set the number of proxies in front of Steady (e.g. TRUST_PROXY=1 behind one load balancer) ' +
          'or their addresses (e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1).',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(lower)) {
      const hops = Number(lower);
      if (hops > 0 && hops <= 10) return hops;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be false, a hop count from 1 to 10, or a comma-separated list of proxy IP addresses/CIDRs (not: ${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** The longest a whole model reply may take, however steadily it trickles in. */
  LLM_TOTAL_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** How long a finished model sentence waits for the second opinion on risk before it is shown. */
  LLM_SECOND_OPINION_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /** Longest a client may take to send a whole request (headers and body): slow-body clients. */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  /** Longest one database statement (PostgreSQL) or one request's wait for PGlite may take. */
  DB_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  RATE_LIMIT_CHAT_PER_MIN: z.coerce.number().int().min(0).default(20),
  RATE_LIMIT_LOGIN_PER_15MIN: z.coerce.number().int().min(0).default(10),
  /** Page views one address may record per minute (0: no limit). */
  RATE_LIMIT_VISITS_PER_MIN: z.coerce.number().int().min(0).default(60),
  TRUST_PROXY: trustProxySchema,
  CONTACT_EMAIL: z.email().default('hello@steady.example'),
  ANALYTICS_TOKEN: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built client lives; tests and benchmarks may point elsewhere. */
  CLIENT_DIST_DIR: z.string().min(1).default('./dist/client'),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('\n');
    throw new EnvError(`Invalid configuration — fix these environment variables:\n${problems}`);
  }
  const env = result.data;
  if (env.LLM_BASE_URL && !env.LLM_MODEL) {
    throw new EnvError(
      'Invalid configuration — LLM_MODEL must be set when LLM_BASE_URL is set (e.g. LLM_MODEL=gpt-4o-mini).',
    );
  }
  return env;
}

/** Defaults for tests: an in-memory database and no rate limits unless a test asks for them. */
export function testEnv(overrides: Partial<Record<keyof Env, string>> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_VISITS_PER_MIN: '0',
    ...overrides,
  });
}
