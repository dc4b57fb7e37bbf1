import { z } from 'zod';

// The only reader of process.env. A bad value stops start-up with a message naming the variable.
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

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
  RATE_LIMIT_CHAT_PER_MIN: z.coerce.number().int().min(0).default(20),
  RATE_LIMIT_LOGIN_PER_15MIN: z.coerce.number().int().min(0).default(10),
  TRUST_PROXY: booleanFlag,
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
  return loadEnv({ NODE_ENV: 'test', DATA_DIR: 'memory://', LOG_LEVEL: 'silent', ...overrides });
}
