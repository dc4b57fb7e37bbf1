import swagger from '@fastify/swagger';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { renderApiDocs } from './api-docs-page';

export type ApiRoute = { method: string; url: string; schema: Record<string, unknown> | undefined };

const apiRoutes = new WeakMap<FastifyInstance, ApiRoute[]>();

/** Every /api route the app registered (for the test that they all appear in the document). */
export function registeredApiRoutes(app: FastifyInstance): readonly ApiRoute[] {
  return apiRoutes.get(app) ?? [];
}

/**
 * The published API: an OpenAPI 3.1 document generated from the routes' Zod contracts, at
 * /api/openapi.json, and a plain HTML reference at /api/docs (no script, nothing from another
 * origin). Must be registered before any route, so every route is seen.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const routes: ApiRoute[] = [];
  apiRoutes.set(app, routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.schema?.hide) return;
    const methods: HTTPMethods[] = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (method !== 'HEAD')
        routes.push({ method, url: route.url, schema: route.schema as ApiRoute['schema'] });
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Steady API',
        version: '1',
        description:
          'The JSON API behind Steady. Signed-in calls carry the steady_session cookie that /api/login and /api/register set.',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  let docs: string | undefined;
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) => {
    docs ??= renderApiDocs(app.swagger());
    return reply.type('text/html; charset=utf-8').send(docs);
  });
}
