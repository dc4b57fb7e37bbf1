import type { ZodType } from 'zod';
import { vi } from 'vitest';

type Handler = (
  body: unknown,
) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
type Route = { method: string; path: string; handler: Handler; schema?: ZodType };

/**
 * A fetch stand-in for component tests: only the routes given answer, each answer is checked
 * against its shared contract, and any other request fails the test.
 */
export function fakeApi() {
  const routes: Route[] = [];
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url, body });
    const route = routes.find((r) => r.method === method && r.path === url);
    if (!route) throw new Error(`Unhandled request in test: ${method} ${url}`);
    const answer = await route.handler(body);
    const status = answer.status ?? 200;
    if (status < 300 && route.schema) route.schema.parse(answer.body);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    on(method: string, path: string, handler: Handler, schema?: ZodType) {
      routes.unshift({ method, path, handler, ...(schema ? { schema } : {}) });
      return this;
    },
  };
}
