// Process helpers shared by the benchmark and the reliability suites: start a real Steady server
// (the same command `npm start` ends in), wait until it answers, stop or SIGKILL it; create and
// drop a throwaway PostgreSQL database. Everything listens on 127.0.0.1 only.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_NODE_ARGS } from '../../scripts/server-node-args.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ADMIN_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type Proc = {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  /** SIGTERM and wait for exit (graceful shutdown). */
  stop(): Promise<void>;
  /** SIGKILL and wait for exit. */
  kill(): Promise<void>;
  exited: Promise<number | null>;
};

/** Starts a node process that listens on PORT and waits until `readyPath` answers. */
export async function startProcess(
  args: string[],
  env: Record<string, string | undefined>,
  options: { readyPath?: string; timeoutMs?: number; port?: number } = {},
): Promise<Proc> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`process exited before it was ready:\n${log}`);
    try {
      const response = await fetch(url + (options.readyPath ?? '/healthz'));
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`process not ready after ${options.timeoutMs ?? 60_000} ms:\n${log}`);
    }
    await sleep(50);
  }
  const signal = async (sig: NodeJS.Signals) => {
    if (!gone) child.kill(sig);
    await exited;
  };
  return {
    url,
    port,
    child,
    output: () => log,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
    exited,
  };
}

export type SteadyOptions = {
  dataDir?: string;
  databaseUrl?: string;
  env?: Record<string, string | undefined>;
  port?: number;
};

/** The real server, started as `npm start` starts it (scripts/server-node-args.mjs), benchmarks' settings (no rate limits). */
export function startSteady(options: SteadyOptions): Promise<Proc> {
  return startProcess(
    [...SERVER_NODE_ARGS, 'src/server/main.ts'],
    {
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.databaseUrl ? undefined : (options.dataDir ?? 'memory://'),
      RATE_LIMIT_CHAT_PER_MIN: '0',
      RATE_LIMIT_LOGIN_PER_15MIN: '0',
      ...options.env,
    },
    { readyPath: '/readyz', timeoutMs: 90_000, ...(options.port ? { port: options.port } : {}) },
  );
}

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export type ScratchDatabase = { url: string; name: string; drop(): Promise<void> };

/** A fresh PostgreSQL database, dropped (with its connections) by drop(). */
export async function createScratchDatabase(prefix = 'steady_bench'): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

export async function postgresAvailable(): Promise<boolean> {
  try {
    await admin('select 1');
    return true;
  } catch {
    return false;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Registers a user over HTTP and returns its session cookie. */
export async function signUp(
  baseUrl: string,
  username = `u${randomBytes(5).toString('hex')}`,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'correct horse battery staple', rememberMe: true }),
  });
  if (response.status !== 201)
    throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('steady_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0] ?? '';
}

/** Re-enters signUp's password for this session: export and deletion need it (issue 20). */
export async function reauth(baseUrl: string, cookie: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/protected/reauth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ password: 'correct horse battery staple' }),
  });
  if (response.status !== 200)
    throw new Error(`re-authentication failed: ${response.status} ${await response.text()}`);
}
