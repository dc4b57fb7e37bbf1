import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DAYLIO_IMPORT_MAX_BYTES,
  daylioImportPayloadSchema,
  importSummarySchema,
  insightsQuerySchema,
  moodInsightsSchema,
} from '@shared/contracts/mood-data';
import { currentUser, requireUser } from '../../http/current-user';
import type { MoodDataService } from './mood-data.service';

/** Issue 19: mood insights and the Daylio import. The CSV export lives with the account export. */
export function registerMoodData(app: FastifyInstance, deps: { moodData: MoodDataService }): void {
  const { moodData } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/protected/mood/insights',
    {
      onRequest: requireUser,
      schema: { querystring: insightsQuerySchema, response: { 200: moodInsightsSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return moodData.insights(currentUser(request).id, request.query.timeZone);
    },
  );

  r.post(
    '/api/protected/mood/import',
    {
      onRequest: requireUser,
      // The file travels as a JSON string: room for the escaping of its quotes and line breaks.
      bodyLimit: DAYLIO_IMPORT_MAX_BYTES * 2,
      schema: { body: daylioImportPayloadSchema, response: { 200: importSummarySchema } },
    },
    async (request) => moodData.importDaylio(currentUser(request).id, request.body),
  );
}
