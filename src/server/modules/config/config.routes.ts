import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicConfigSchema } from '@shared/contracts/analytics';
import type { Env } from '../../env';

/** GET /api/config: the operator settings the client may know (the legal pages and analytics use it). */
export function registerSiteConfig(app: FastifyInstance, deps: { env: Env }): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/config', { schema: { response: { 200: publicConfigSchema } } }, async () => ({
      contactEmail: deps.env.CONTACT_EMAIL,
      analyticsTokenRequired: deps.env.ANALYTICS_TOKEN !== undefined,
    }));
}
