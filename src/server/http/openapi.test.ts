import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/server-harness';
import { registeredApiRoutes } from './openapi';

type Operation = {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

// The document is generated from the same Zod contracts the routes validate with, so this checks
// what could silently go missing: a route left out, or its request or response schemas.
describe('the published API', () => {
  let server: TestServer;
  let doc: Document;
  beforeAll(async () => {
    server = await createTestServer('pglite');
    const response = await server.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    doc = response.json();
  });
  afterAll(() => server?.close());

  it('is OpenAPI 3.1 and lists every registered /api route with its schemas', () => {
    expect(doc.openapi).toBe('3.1.0');
    const routes = registeredApiRoutes(server.app);
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const label = `${route.method} ${route.url}`;
      const op = doc.paths[path]?.[route.method.toLowerCase()];
      expect(op, label).toBeDefined();
      if (route.schema?.body)
        expect(op?.requestBody?.content?.['application/json']?.schema, label).toBeDefined();
      const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
      for (const status of Object.keys(responses))
        expect(
          op?.responses?.[status]?.content?.['application/json']?.schema,
          `${label} ${status}`,
        ).toBeDefined();
    }
  });

  it('includes the routes every client depends on', () => {
    for (const [path, method] of [
      ['/api/register', 'post'],
      ['/api/login', 'post'],
      ['/api/chat', 'post'],
      ['/api/chat/stream', 'post'],
      ['/api/protected/achievements/{id}', 'post'],
      ['/api/config', 'get'],
    ] as const)
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });

  it('documents the password re-entry that export and deletion need (issue 20)', () => {
    const ops = doc.paths as Record<string, Record<string, Operation & { description?: string }>>;
    for (const [path, method] of [
      ['/api/protected/export', 'get'],
      ['/api/protected/account', 'delete'],
    ] as const) {
      expect(ops[path]?.[method]?.description, path).toMatch(/POST \/api\/protected\/reauth/);
      expect(ops[path]?.[method]?.responses?.['403'], path).toBeDefined();
    }
    for (const path of ['/api/protected/reauth', '/api/protected/password'])
      expect(ops[path]?.post?.requestBody, path).toBeDefined();
    expect(ops['/api/protected/sessions']?.get).toBeDefined();
    expect(ops['/api/protected/sessions/{id}']?.delete).toBeDefined();
  });

  it('serves a readable reference page without scripts or other origins', async () => {
    const response = await server.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<code>POST /api/register</code>');
    expect(response.body).toContain('href="/api/openapi.json"');
    expect(response.body).not.toMatch(/<script|https?:\/\//i);
  });
});
