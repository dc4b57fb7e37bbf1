import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import type { Env } from './env';
import { registerClientPages } from './http/client-pages';
import { registerErrorHandlers } from './http/errors';
import { registerSecurity } from './http/security';
import { serializerCompiler } from './http/serializer';
import { type Clock, systemClock } from './lib/clock';
import { createLogger } from './lib/logger';
import { registerRateLimits } from './http/rate-limit';
import { registerAuth, SESSION_COOKIE } from './modules/auth/auth.routes';
import { registerHealth } from './modules/health/health.routes';
import { registerAccount } from './modules/account/account.routes';
import { registerAnalytics } from './modules/analytics/analytics.routes';
import { registerChat } from './modules/chat/chat.routes';
import type { LlmClient } from './modules/chat/llm-client';
import { registerMoodData } from './modules/progress/mood-data.routes';
import { createMoodDataService } from './modules/progress/mood-data.service';
import { registerProgress } from './modules/progress/progress.routes';
import { createProgressService } from './modules/progress/progress.service';

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
  const rateLimits = await registerRateLimits(app, env);

  const { db } = database;
  // Cross-module behaviour is wired here so modules never import each other.
  const progress = createProgressService({ db, clock, logger: app.log });

  registerHealth(app, { database });
  const sessions = await registerAuth(app, { db, env, clock, rateLimits, progress });
  registerAccount(app, { db, clock, sessionCookie: SESSION_COOKIE });
  registerProgress(app, { progress });
  registerMoodData(app, { moodData: createMoodDataService({ db }) });
  registerChat(app, {
    env,
    llm: deps.llm,
    rateLimits,
    progress,
    clock,
    sessionUser: sessions.sessionUser,
  });
  registerAnalytics(app, { db, env, clock });

  if (deps.serveClient ?? true) await registerClientPages(app, env.CLIENT_DIST_DIR);
  else
    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` }),
    );
  return app;
}
