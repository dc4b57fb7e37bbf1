import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createApp } from '../src/server/app';
import type { Database } from '../src/server/db/client';
import { testEnv, type Env } from '../src/server/env';
import { manualClock } from '../src/server/lib/clock';

// Test-only helpers shared by the analytics suites (not imported by production code).

export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

export type AnalyticsApp = { app: FastifyInstance; clock: ReturnType<typeof manualClock> };

/** A fresh app over emptied analytics tables, so every test starts at zero with its own env. */
export async function freshAnalyticsApp(
  database: Database,
  env: Partial<Record<keyof Env, string>> = {},
  start = '2026-03-10T12:00:00Z',
): Promise<AnalyticsApp> {
  await database.db.execute(
    sql`truncate visit_days, visit_page_days, visit_day_visitors, visit_day_salts`,
  );
  const clock = manualClock(start);
  const app = await createApp({
    database,
    env: testEnv(env),
    clock,
    llm: null,
    serveClient: false,
  });
  await app.ready();
  return { app, clock };
}

export function visit(
  app: FastifyInstance,
  page: string,
  options: { ip?: string; userAgent?: string; headerAgent?: string } = {},
) {
  const userAgent = options.userAgent ?? BROWSER_UA;
  return app.inject({
    method: 'POST',
    url: '/api/track-visit',
    headers: {
      'user-agent': options.headerAgent ?? userAgent,
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
    },
    payload: { page, userAgent },
  });
}

export async function analytics(app: FastifyInstance, token?: string) {
  const response = await app.inject({
    url: '/api/analytics',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (response.statusCode !== 200)
    throw new Error(`analytics: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function rows(
  database: Database,
  query: ReturnType<typeof sql>,
): Promise<Record<string, unknown>[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: Record<string, unknown>[] }).rows;
}
