import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_DELETED_MESSAGE, accountExportSchema } from '@shared/contracts/account';
import { messageSchema } from '@shared/contracts/auth';
import { exportQuerySchema } from '@shared/contracts/mood-data';
import type { Db } from '../../db/client';
import { currentUser, requireUser } from '../../http/current-user';
import type { Clock } from '../../lib/clock';
import { createAccountRepo } from './account.repo';
import { createAccountService } from './account.service';

/** Published in the OpenAPI document: how a client satisfies the re-authentication (issue 20). */
const REAUTH_NOTE =
  'Needs the password re-entered from this session in the last 5 minutes (POST /api/protected/reauth); otherwise 403 {"message"}.';

/** The user's own data: a full export and a complete deletion (DESIGN.md §3, §5). */
export function registerAccount(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    sessionCookie: (request: FastifyRequest) => string;
    /** 403 unless the password was re-entered minutes ago (auth module; issue 20). */
    requireRecentReauth: (request: FastifyRequest) => Promise<void>;
  },
): void {
  const account = createAccountService({ repo: createAccountRepo(deps.db), clock: deps.clock });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/protected/export',
    {
      onRequest: requireUser,
      preHandler: deps.requireRecentReauth,
      // format=csv answers text/csv: the mood history as a string.
      schema: {
        description: REAUTH_NOTE,
        querystring: exportQuerySchema,
        response: { 200: accountExportSchema.or(z.string()), 403: messageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (request.query.format === 'csv') {
        // A string with a non-JSON type is sent as is: the JSON contract above does not apply.
        const { day, csv } = await account.moodCsv(currentUser(request).id);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="steady-moods-${day}.csv"`)
          .send(csv);
      }
      const data = await account.exportData(currentUser(request).id);
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="steady-data-${day}.json"`)
        .send(data);
    },
  );

  r.delete(
    '/api/protected/account',
    {
      onRequest: requireUser,
      preHandler: deps.requireRecentReauth,
      schema: { description: REAUTH_NOTE, response: { 200: messageSchema, 403: messageSchema } },
    },
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
