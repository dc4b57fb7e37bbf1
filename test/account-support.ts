import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/server/db/client';

// Test-only helpers that look at the whole database, so tables added later are covered too.

type Rows = { rows: Record<string, unknown>[] };

async function query(
  db: Db,
  statement: ReturnType<typeof sql>,
): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(statement);
  return (result as Rows).rows;
}

const quoted = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

/** Every table in the public schema with its column names. */
export async function publicTables(db: Db): Promise<Map<string, string[]>> {
  const rows = await query(
    db,
    sql`select c.table_name as t, c.column_name as c from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const row of rows)
    tables.set(String(row.t), [...(tables.get(String(row.t)) ?? []), String(row.c)]);
  return tables;
}

/** Tables holding per-user rows (a user_id column), with the user's rows as sorted JSON text. */
export async function userRows(db: Db, userId: number): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const [table, columns] of await publicTables(db)) {
    const key = table === 'users' ? 'id' : columns.includes('user_id') ? 'user_id' : null;
    if (!key) continue;
    const rows = await query(
      db,
      sql`select row_to_json(x)::text as j from ${quoted(table)} x where ${quoted(key)} = ${userId} order by 1`,
    );
    snapshot[table] = rows.map((row) => String(row.j));
  }
  return snapshot;
}

/** Rows anywhere in the database whose text contains `needle` (a username, an email, a note). */
export async function rowsMentioning(db: Db, needle: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of (await publicTables(db)).keys()) {
    const rows = await query(
      db,
      sql`select count(*)::int as n from ${quoted(table)} x where strpos(lower(row_to_json(x)::text), lower(${needle})) > 0`,
    );
    const n = Number(rows[0]?.n ?? 0);
    if (n > 0) found[table] = n;
  }
  return found;
}

export type RouteInfo = { path: string; methods: string[] };

/** All registered routes, read from Fastify's route tree (parametric children are nested). */
export function registeredRoutes(app: FastifyInstance): RouteInfo[] {
  const stack: string[] = [];
  const routes: RouteInfo[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?/u.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack[depth] = path;
    if (match[3]) routes.push({ path, methods: match[3].split(',').map((m) => m.trim()) });
  }
  return routes;
}
