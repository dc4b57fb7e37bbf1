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
import { registerAuth, SESSION_COOKIE } from './modules/auth/auth.routes';
import { registerHealth } from './modules/health/health.routes';
import { registerSiteConfig } from './modules/config/config.routes';
import { registerAccount } from './modules/account/account.routes';
import { registerAnalytics } from './modules/analytics/analytics.routes';
import { registerChat } from './modules/chat/chat.routes';
import type { LlmClient } from './modules/chat/llm-client';
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

/** Builds the whole app without listening, so tests can drive it with `app.inject`. */
export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const { database, env } = deps;
  const clock = deps.clock ?? systemClock;
  const logger: FastifyBaseLogger = deps.logger ?? createLogger(env.LOG_LEVEL);
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 64 * 1024,
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

  registerHealth(app, { database });
  const sessions = await registerAuth(app, { db, env, clock, rateLimits, progress });
  // Every API request with a session cookie gets request.user before its route runs (chat
  // excepted: its safety check comes before any database call, DESIGN.md §4).
  app.addHook('onRequest', sessions.loadSessionUser);
  registerAccount(app, { db, clock, sessionCookie: SESSION_COOKIE });
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
  registerChat(app, {
    env,
    llm: deps.llm,
    rateLimits,
    progress,
    clock,
    sessionUser: sessions.sessionUser,
  });
  registerAnalytics(app, { db, env, clock });
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
