import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordPayloadSchema,
  reauthAnswerSchema,
  reauthPayloadSchema,
  sessionIdParamsSchema,
  sessionListSchema,
  WRONG_PASSWORD,
} from '@shared/contracts/account-security';
import { messageSchema } from '@shared/contracts/auth';
import { currentUser, requireUser } from '../../http/current-user';
import { HttpError } from '../../http/errors';
import type { AccountSecurityService } from './account-security.service';
import type { createLoginThrottle } from './login-throttle';

type Deps = {
  security: AccountSecurityService;
  throttle: ReturnType<typeof createLoginThrottle>;
  sessionToken: (request: FastifyRequest) => string | undefined;
  clearSessionCookie: (request: FastifyRequest, reply: FastifyReply) => void;
};

/**
 * Change password, re-enter password, and the session list (issue 20). A wrong password counts
 * in the same throttle as a failed login for his name and address, so a stolen session cookie
 * cannot be used to guess the password faster than the sign-in form allows.
 */
export function registerAccountSecurity(app: FastifyInstance, deps: Deps): void {
  const { security, throttle } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const token = (request: FastifyRequest) => {
    const value = deps.sessionToken(request);
    if (!value) throw new HttpError(401, 'Please log in to continue.');
    return value;
  };
  const checked = async <T>(request: FastifyRequest, attempt: () => Promise<T | null>) => {
    const result = await throttle.attempt(request.ip, currentUser(request).username, attempt);
    if (result === null) throw new HttpError(403, WRONG_PASSWORD);
    return result;
  };

  r.post(
    '/api/protected/password',
    {
      onRequest: requireUser,
      schema: { body: changePasswordPayloadSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await checked(request, () =>
        security.changePassword(currentUser(request), token(request), request.body),
      );
      return { message: 'Password changed. Every other session has been signed out.' };
    },
  );

  r.post(
    '/api/protected/reauth',
    {
      onRequest: requireUser,
      schema: { body: reauthPayloadSchema, response: { 200: reauthAnswerSchema } },
    },
    async (request) => {
      const until = await checked(request, () =>
        security.reauthenticate(currentUser(request), token(request), request.body.password),
      );
      return { message: 'Password confirmed.', validUntil: until.toISOString() };
    },
  );

  r.get(
    '/api/protected/sessions',
    { onRequest: requireUser, schema: { response: { 200: sessionListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { sessions: await security.listSessions(currentUser(request).id, token(request)) };
    },
  );

  r.delete(
    '/api/protected/sessions/:id',
    {
      onRequest: requireUser,
      schema: { params: sessionIdParamsSchema, response: { 200: messageSchema } },
    },
    async (request, reply) => {
      const wasCurrent = await security.endSession(
        currentUser(request).id,
        token(request),
        request.params.id,
      );
      if (wasCurrent) deps.clearSessionCookie(request, reply);
      return { message: wasCurrent ? 'Logged out' : 'That session has been signed out.' };
    },
  );

  r.post(
    '/api/protected/sessions/sign-out-others',
    { onRequest: requireUser, schema: { response: { 200: messageSchema } } },
    async (request) => {
      const count = await security.endOtherSessions(currentUser(request).id, token(request));
      return {
        message: `Signed out of ${count} other session${count === 1 ? '' : 's'}.`,
      };
    },
  );
}
