import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema } from '@shared/contracts/auth';
import {
  selfCheckParamsSchema,
  selfCheckPayloadSchema,
  selfCheckResultListSchema,
  selfCheckResultSchema,
} from '@shared/contracts/self-check';
import type { Db } from '../../db/client';
import { currentUser, requireUser } from '../../http/current-user';
import type { Clock } from '../../lib/clock';
import { createSelfCheckRepo } from './self-check.repo';
import { createSelfCheckService, type SelfCheckDeps } from './self-check.service';

// onRequest: a signed-out caller gets 401 before its body is judged (as in progress.routes.ts).
/** Saved self-check results (issue 18): only ever the signed-in user's own. */
export function registerSelfCheck(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; recordCheckIn: SelfCheckDeps['recordCheckIn'] },
): void {
  const service = createSelfCheckService({
    repo: createSelfCheckRepo(deps.db),
    clock: deps.clock,
    recordCheckIn: deps.recordCheckIn,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/protected/self-checks',
    { onRequest: requireUser, schema: { response: { 200: selfCheckResultListSchema } } },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.list(currentUser(request).id)),
  );

  r.post(
    '/api/protected/self-checks',
    {
      onRequest: requireUser,
      schema: {
        body: selfCheckPayloadSchema,
        response: { 200: selfCheckResultSchema, 201: selfCheckResultSchema },
      },
    },
    async (request, reply) => {
      const { result, created } = await service.save(currentUser(request).id, request.body);
      return reply.status(created ? 201 : 200).send(result);
    },
  );

  r.delete(
    '/api/protected/self-checks/:id',
    {
      onRequest: requireUser,
      schema: { params: selfCheckParamsSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await service.remove(currentUser(request).id, request.params.id);
      return { message: 'Result deleted' };
    },
  );
}
