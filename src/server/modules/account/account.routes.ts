import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_DELETED_MESSAGE, accountExportSchema } from '@shared/contracts/account';
import { messageSchema } from '@shared/contracts/auth';
import type { Db } from '../../db/client';
import { currentUser, requireUser } from '../../http/current-user';
import type { Clock } from '../../lib/clock';
import { createAccountRepo } from './account.repo';
import { createAccountService } from './account.service';

/** The user's own data: a full export and a complete deletion (DESIGN.md §3, §5). */
export function registerAccount(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; sessionCookie: (request: FastifyRequest) => string },
): void {
  const account = createAccountService({ repo: createAccountRepo(deps.db), clock: deps.clock });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/protected/export',
    { onRequest: requireUser, schema: { response: { 200: accountExportSchema } } },
    async (request, reply) => {
      const data = await account.exportData(currentUser(request).id);
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="steady-data-${day}.json"`)
        .send(data);
    },
  );

  r.delete(
    '/api/protected/account',
    { onRequest: requireUser, schema: { response: { 200: messageSchema } } },
    async (request, reply) => {
      // The cascade also removes every session, so other devices are signed out too.
      await account.deleteAccount(currentUser(request).id);
      reply.clearCookie(deps.sessionCookie(request), {
        path: '/',
        secure: request.protocol === 'https',
      });
      return { message: ACCOUNT_DELETED_MESSAGE };
    },
  );
}
