import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  achievementParamsSchema,
  achievementUpdateSchema,
  activityEntryListSchema,
  meditationPayloadSchema,
  moodEntryListSchema,
  moodEntrySchema,
  moodPayloadSchema,
  recordedSchema,
  resourceReadPayloadSchema,
  userAchievementListSchema,
  userAchievementSchema,
} from '@shared/contracts/progress';
import { currentUser, requireUser } from '../../http/current-user';
import type { ProgressService } from './progress.service';

// onRequest rather than preHandler: a signed-out caller gets 401 before its body is judged.
/** The personal area (SPEC.md §7 protected calls) plus the breathing and module-read records. */
export function registerProgress(app: FastifyInstance, deps: { progress: ProgressService }): void {
  const { progress } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/protected/achievements',
    { onRequest: requireUser, schema: { response: { 200: userAchievementListSchema } } },
    async (request) => progress.listAchievements(currentUser(request).id),
  );

  r.post(
    '/api/protected/achievements/:id',
    {
      onRequest: requireUser,
      schema: {
        params: achievementParamsSchema,
        body: achievementUpdateSchema,
        response: { 200: userAchievementSchema },
      },
    },
    async (request) =>
      progress.updateAchievement(currentUser(request).id, request.params.id, request.body),
  );

  r.get(
    '/api/protected/mood',
    { onRequest: requireUser, schema: { response: { 200: moodEntryListSchema } } },
    async (request) => progress.listMoods(currentUser(request).id),
  );

  r.post(
    '/api/protected/mood',
    {
      onRequest: requireUser,
      schema: { body: moodPayloadSchema, response: { 201: moodEntrySchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await progress.saveMood(currentUser(request).id, request.body)),
  );

  r.get(
    '/api/protected/activity',
    { onRequest: requireUser, schema: { response: { 200: activityEntryListSchema } } },
    async (request) => progress.listActivities(currentUser(request).id),
  );

  r.post(
    '/api/protected/meditation',
    {
      onRequest: requireUser,
      schema: { body: meditationPayloadSchema, response: { 201: recordedSchema } },
    },
    async (request, reply) => {
      await progress.recordMeditation(currentUser(request).id, request.body);
      return reply.status(201).send({ recorded: true });
    },
  );

  r.post(
    '/api/protected/resources/read',
    {
      onRequest: requireUser,
      schema: { body: resourceReadPayloadSchema, response: { 200: recordedSchema } },
    },
    async (request) => ({
      recorded: await progress.recordModuleRead(currentUser(request).id, request.body.moduleId),
    }),
  );
}
