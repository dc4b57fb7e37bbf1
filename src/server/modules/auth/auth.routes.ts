import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  loginPayloadSchema,
  messageSchema,
  registerPayloadSchema,
  userSchema,
} from '@shared/contracts/auth';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { HttpError } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import type { CurrentUser } from '../../http/current-user';
import type { Clock } from '../../lib/clock';
import { createAccountSecurityRepo } from './account-security.repo';
import { registerAccountSecurity } from './account-security.routes';
import { createAccountSecurityService } from './account-security.service';
import { createAuthRepo } from './auth.repo';
import { createAuthService, type NewSession } from './auth.service';
import { createLoginThrottle, createSignupThrottle } from './login-throttle';

export const SESSION_COOKIE = 'steady_session';
/**
 * Over HTTPS the cookie is named with the __Host- prefix: browsers then only accept it Secure,
 * for path /, without a Domain, so a sibling subdomain or a plain-HTTP page cannot plant or
 * overwrite it (issue 20, ASVS 3.4.4). Plain-HTTP local starts keep the bare name.
 */
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export function sessionCookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? HOST_SESSION_COOKIE : SESSION_COOKIE;
}

const sessionToken = (request: FastifyRequest) => request.cookies[sessionCookieName(request)];

type ProgressHooks = {
  recordActivity(userId: number, type: 'account', details: string): Promise<void>;
};

/** Chat finds its user itself, after it has answered (see loadSessionUser). */
const CHAT_PATHS = /^\/api\/chat(?:\/|\?|$)/;

export type SessionLookup = {
  /**
   * The global onRequest hook that sets request.user; app.ts adds it, so every route sees it.
   * Only API calls carrying a cookie pay for a session lookup; the others skip the promise too.
   * Chat is skipped as well: its safety check must run before any database call (DESIGN.md §4),
   * so it asks for the user only after it has answered.
   */
  loadSessionUser: onRequestHookHandler;
  /** The signed-in user for a request whose session was not looked up up front (chat), or null. */
  sessionUser(request: FastifyRequest): Promise<CurrentUser | null>;
  /**
   * Route hook for export and deletion: 403 unless this session re-entered the password in the
   * last few minutes (POST /api/protected/reauth), so a borrowed or stolen session cannot take
   * or destroy the account's data (issue 20, ASVS 6.2.3 / 8.3.x).
   */
  requireRecentReauth(request: FastifyRequest): Promise<void>;
};

export async function registerAuth(
  app: FastifyInstance,
  deps: { db: Db; env: Env; clock: Clock; rateLimits: RateLimiter; progress: ProgressHooks },
): Promise<SessionLookup> {
  const auth = createAuthService({ repo: createAuthRepo(deps.db), clock: deps.clock });
  const throttle = createLoginThrottle(deps.rateLimits, deps.env.RATE_LIMIT_LOGIN_PER_15MIN);
  const signupThrottle = createSignupThrottle(deps.rateLimits, deps.env.RATE_LIMIT_LOGIN_PER_15MIN);
  const security = createAccountSecurityService({
    repo: createAccountSecurityRepo(deps.db),
    clock: deps.clock,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  app.decorateRequest('user', null);
  // Only API calls carrying a cookie pay for a session lookup; the others skip the promise too.
  // Chat is skipped as well: its safety check must run before any database call (DESIGN.md §4),
  // so it asks for the user only after it has answered.
  const loadSessionUser: onRequestHookHandler = (request, _reply, done) => {
    const token = sessionToken(request);
    if (!token || !request.url.startsWith('/api/') || CHAT_PATHS.test(request.url)) return done();
    auth.userForToken(token).then((user) => {
      request.user = user;
      done();
    }, done);
  };

  const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, session: NewSession) => {
    reply.setCookie(sessionCookieName(request), session.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      // Without "remember me" the cookie dies with the browser; the server also ends it at 12 h.
      ...(session.persistent ? { expires: session.expiresAt } : {}),
    });
  };

  const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply) => {
    reply.clearCookie(sessionCookieName(request), {
      path: '/',
      secure: request.protocol === 'https',
    });
  };

  const endCurrentSession = async (request: FastifyRequest) => {
    const token = sessionToken(request);
    if (token) await auth.endSession(token);
  };

  r.post(
    '/api/register',
    { schema: { body: registerPayloadSchema, response: { 201: userSchema, 409: messageSchema } } },
    async (request, reply) => {
      await signupThrottle.check(request.ip);
      const { user, session } = await auth.register({
        ...request.body,
        userAgent: request.headers['user-agent'],
      });
      await endCurrentSession(request);
      setSessionCookie(request, reply, session);
      await deps.progress.recordActivity(user.id, 'account', 'Created your account');
      return reply.status(201).send(user);
    },
  );

  r.post(
    '/api/login',
    { schema: { body: loginPayloadSchema, response: { 200: userSchema } } },
    async (request, reply) => {
      const { username, password, rememberMe } = request.body;
      const result = await throttle.attempt(request.ip, username, () =>
        auth.login({ username, password, rememberMe, userAgent: request.headers['user-agent'] }),
      );
      // One answer for an unknown user and a wrong password, so usernames cannot be probed here.
      if (!result) throw new HttpError(401, 'Invalid username or password');
      // Rotation: any session the browser already had ends; the new token replaces it.
      await endCurrentSession(request);
      setSessionCookie(request, reply, result.session);
      return result.user;
    },
  );

  r.post(
    '/api/logout',
    { schema: { response: { 200: messageSchema } } },
    async (request, reply) => {
      await endCurrentSession(request);
      clearSessionCookie(request, reply);
      return { message: 'Logged out' };
    },
  );

  r.get(
    '/api/user',
    { schema: { response: { 200: userSchema, 401: messageSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Answered, not thrown: the signed-out check is routine, not an error worth the error path.
      if (!request.user) return reply.status(401).send({ message: 'Not logged in' });
      return request.user;
    },
  );

  registerAccountSecurity(app, { security, throttle, sessionToken, clearSessionCookie });

  return {
    loadSessionUser,
    async sessionUser(request) {
      const token = sessionToken(request);
      return token ? auth.userForToken(token) : null;
    },
    async requireRecentReauth(request) {
      const token = sessionToken(request);
      if (!token) throw new HttpError(401, 'Please log in to continue.');
      await security.assertRecentlyReauthenticated(token);
    },
  };
}
