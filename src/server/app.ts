import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { moodBonus } from '@shared/rules/dashboard';
import type { Database } from './db/client';
import type { Env } from './env';
import { registerClientPages } from './http/client-pages';
import { registerErrorHandlers } from './http/errors';
import { registerOpenApi } from './http/openapi';
import { registerSecurity } from './http/security';
import { serializerCompiler } from './http/serializer';
import { type Clock, systemClock } from './lib/clock';
import { createLogger } from './lib/logger';
import { registerRateLimits } from './http/rate-limit';
import { registerAuth, sessionCookieName } from './modules/auth/auth.routes';
import { registerHealth } from './modules/health/health.routes';
import { registerSiteConfig } from './modules/config/config.routes';
import { registerAccount } from './modules/account/account.routes';
import { registerAnalytics } from './modules/analytics/analytics.routes';
import { registerChat } from './modules/chat/chat.routes';
import type { LlmClient } from './modules/chat/llm-client';
import { registerMoodData } from './modules/progress/mood-data.routes';
import { createMoodDataService } from './modules/progress/mood-data.service';
import { registerProgress } from './modules/progress/progress.routes';
import { createProgressService } from './modules/progress/progress.service';
import { registerSelfCheck } from './modules/self-check/self-check.routes';

export type AppDeps = {
  database: Database;
  env: Env;
  logger?: FastifyBaseLogger;
  clock?: Clock;
  /** Overrides the model client built from LLM_* settings (tests inject a fake). */
  llm?: LlmClient | null;
  /** Serve the built client from CLIENT_DIST_DIR (off in API tests). */
  serveClient?: boolean;
};

/**
 * Fastify takes proxy addresses as they are. A hop count it now refuses to trust at all (it
 * cannot check the nearest peer), so it is expressed here as Express does: the socket peer and
 * the next N-1 forwarded addresses are proxies; the address before them is the client's. Only
 * safe when Steady's port is reachable through those proxies alone (README, TRUST_PROXY).
 */
function trustProxyOption(
  setting: Env['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/**
 * Timeouts so no client can hold a connection for ever (issue 20, finding 3). Fastify's default
 * requestTimeout is 0: a client trickling its body one byte a minute kept its socket open.
 * - requestTimeout: the whole request (headers and body) must arrive within this.
 * - connectionTimeout: a socket idle this long is closed; longer than the model's own timeout,
 *   so a chat stream waiting for the model's first token is not cut.
 * - keepAliveTimeout: idle keep-alive sockets close after 72 s, longer than the 60 s idle
 *   timeout of common load balancers (which must close first to avoid a reset race).
 */
export function httpTimeouts(env: Env) {
  return {
    requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: Math.max(60_000, env.LLM_TIMEOUT_MS + 5_000),
    keepAliveTimeout: 72_000,
    http: {
      // Node only checks requestTimeout every connectionsCheckingInterval (30 s by default),
      // which would let a slow client hold on for twice the timeout.
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(env.HTTP_REQUEST_TIMEOUT_MS / 2)),
      headersTimeout: Math.min(60_000, env.HTTP_REQUEST_TIMEOUT_MS),
    },
  };
}

/** Builds the whole app without listening, so tests can drive it with `app.inject`. */
export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const { database, env } = deps;
  const clock = deps.clock ?? systemClock;
  const logger: FastifyBaseLogger = deps.logger ?? createLogger(env.LOG_LEVEL);
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: 64 * 1024,
    ...httpTimeouts(env),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  await registerSecurity(app);
  await app.register(cookie);
  // Before any route, so the OpenAPI document sees them all.
  await registerOpenApi(app);
  const rateLimits = await registerRateLimits(app, env);

  const { db } = database;
  // Cross-module behaviour is wired here so modules never import each other.
  const progress = createProgressService({ db, clock, logger: app.log });

  registerHealth(app, { database, rateLimits });
  const sessions = await registerAuth(app, { db, env, clock, rateLimits, progress });
  // Every API request with a session cookie gets request.user before its route runs (chat
  // excepted: its safety check comes before any database call, DESIGN.md §4).
  app.addHook('onRequest', sessions.loadSessionUser);
  registerAccount(app, {
    db,
    clock,
    sessionCookie: sessionCookieName,
    requireRecentReauth: sessions.requireRecentReauth,
  });
  registerProgress(app, { progress });
  registerSelfCheck(app, {
    db,
    clock,
    recordCheckIn: async (userId, details) => {
      await progress.recordActivity(userId, 'check-in', details);
      // Counted as a check-in by the spec's own formula (SPEC.md §4: ten more on the tracking
      // achievement), the same for every score: scores never earn anything (issue 18).
      const bonus = moodBonus(await progress.listAchievements(userId));
      if (bonus) await progress.updateAchievement(userId, bonus.id, bonus.body);
    },
  });
  registerMoodData(app, { moodData: createMoodDataService({ db }) });
  registerChat(app, {
    env,
    llm: deps.llm,
    rateLimits,
    progress,
    clock,
    sessionUser: sessions.sessionUser,
  });
  registerAnalytics(app, { db, env, clock, rateLimits });
  registerSiteConfig(app, { env });

  if (deps.serveClient ?? true) await registerClientPages(app, env.CLIENT_DIST_DIR);
  else
    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` }),
    );
  return app;
}
