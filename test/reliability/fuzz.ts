// Property-based fuzzing of every endpoint through app.inject (fast, in-process): malformed
// bodies, headers, methods and paths. Bars: no response ≥ 500, and every 4xx is JSON with a
// message (an HTML page for a non-API GET is fine).
import fc from 'fast-check';
import type { LlmClient } from '../../src/server/modules/chat/llm-client';
import { LlmError } from '../../src/server/modules/chat/llm-client';
import { createTestServer, signUp, type TestServer } from '../server-harness';
import { assert, check, figures, pool } from './harness';

const REQUESTS_PER_SERVER = Number(process.env.RELIABILITY_FUZZ_REQUESTS ?? 6000);

const ROUTES: { method: string; path: string }[] = [
  { method: 'GET', path: '/healthz' },
  { method: 'GET', path: '/readyz' },
  { method: 'GET', path: '/api/config' },
  { method: 'GET', path: '/api/user' },
  { method: 'POST', path: '/api/register' },
  { method: 'POST', path: '/api/login' },
  { method: 'POST', path: '/api/logout' },
  { method: 'POST', path: '/api/track-visit' },
  { method: 'GET', path: '/api/analytics' },
  { method: 'POST', path: '/api/chat' },
  { method: 'POST', path: '/api/chat/stream' },
  { method: 'POST', path: '/api/feedback' },
  { method: 'GET', path: '/api/protected/achievements' },
  { method: 'POST', path: '/api/protected/achievements/:id' },
  { method: 'GET', path: '/api/protected/mood' },
  { method: 'POST', path: '/api/protected/mood' },
  { method: 'GET', path: '/api/protected/activity' },
  { method: 'POST', path: '/api/protected/meditation' },
  { method: 'POST', path: '/api/protected/resources/read' },
  { method: 'GET', path: '/api/protected/export' },
  { method: 'DELETE', path: '/api/protected/account' },
  { method: 'POST', path: '/api/protected/password' },
  { method: 'POST', path: '/api/protected/reauth' },
  { method: 'GET', path: '/api/protected/sessions' },
  { method: 'DELETE', path: '/api/protected/sessions/:id' },
  { method: 'POST', path: '/api/protected/sessions/sign-out-others' },
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/resources/modules/:id' },
  { method: 'GET', path: '/assets/:id' },
];
// Requests that would end the shared signed-in session get a throwaway cookie instead.
const ENDS_SESSION = new Set([
  'POST /api/logout',
  'DELETE /api/protected/account',
  'POST /api/protected/password',
  'POST /api/protected/sessions/sign-out-others',
  'DELETE /api/protected/sessions/:id',
  'POST /api/login',
  'POST /api/register',
]);

const FIELDS = [
  'message',
  'topic',
  'history',
  'value',
  'note',
  'page',
  'userAgent',
  'username',
  'password',
  'currentPassword',
  'newPassword',
  'rememberMe',
  'email',
  'exerciseId',
  'name',
  'moduleId',
  'progress',
  'unlocked',
  'messageId',
  'feedback',
  'messageText',
  '__proto__',
  'constructor',
];

const weird = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    'stress',
    'work',
    'positive',
    '/',
    '/chat',
    'stress-responses',
    'box',
    '',
    ' ',
    '\u0000',
    'a'.repeat(2001),
    '-1',
    '1e309',
  ),
  fc.constantFrom(0, -1, 1, 3, 5, 6, 100, 101, 2 ** 31, -(2 ** 53), Number.MAX_SAFE_INTEGER, 0.5),
  fc.array(
    fc.record({
      sender: fc.oneof(fc.constantFrom('user', 'bot'), fc.string()),
      text: fc.oneof(fc.string(), fc.integer()),
    }),
    { maxLength: 25 },
  ),
  fc.anything({ maxDepth: 3 }),
);

const objectBody = fc
  .uniqueArray(fc.constantFrom(...FIELDS), { maxLength: 6 })
  .chain((keys) =>
    fc
      .tuple(...keys.map(() => weird))
      .map((values) => Object.fromEntries(keys.map((k, i) => [k, values[i]]))),
  );

const body = fc.oneof(
  { weight: 5, arbitrary: objectBody.map((o) => JSON.stringify(o)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '{',
      '{"message":',
      'null',
      '[]',
      '"x"',
      '{"value": 3}',
      '{"__proto__": {"admin": true}}',
      'x'.repeat(70 * 1024),
    ),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const segment = fc.oneof(
  fc.integer({ min: -5, max: 100 }).map(String),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
  fc.constantFrom(
    '0',
    '-1',
    '99999999999999999999',
    '1e3',
    'NaN',
    '%00',
    '%ZZ',
    '..',
    '%2e%2e',
    '%c0%af',
    'a%2Fb',
    '1.5',
    ' ',
    '%F0%9F%98%80',
  ),
);

const pathFor = (template: string) =>
  fc.oneof(
    { weight: 6, arbitrary: segment.map((s) => template.replace(/:id/g, s)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(segment, fc.string({ maxLength: 30 }))
        .map(
          ([s, q]) =>
            `${template.replace(/:id/g, s)}?${encodeURIComponent(q)}=${q.replace(/[#\s]/g, '')}`,
        ),
    },
    { weight: 1, arbitrary: segment.map((s) => `${template.replace(/:id/g, '1')}/${s}`) },
    { weight: 1, arbitrary: fc.webPath().map((p) => (p.startsWith('/') ? p : `/${p}`)) },
    {
      weight: 1,
      arbitrary: fc.string({ maxLength: 40 }).map((s) => `/api/${encodeURIComponent(s)}`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '//',
        '/api',
        '/api/',
        '/api/protected',
        '/api/protected/',
        '/../etc/passwd',
        '/%2e%2e/%2e%2e/etc/passwd',
        '/assets/../../package.json',
        '/prerendered/index.html',
        '/index.html',
        '/api/user/',
        '/API/USER',
        '/api//user',
      ),
    },
  );

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 2 });

const headers = fc.record({
  contentType: optional(
    fc.oneof(
      fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
        'application/xml',
        '',
      ),
      fc.string({ maxLength: 30 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
    ),
  ),
  cookie: fc.oneof(
    fc.constant('valid'),
    fc.constant(undefined),
    fc.string({ maxLength: 60 }).map((s) => `steady_session=${encodeURIComponent(s)}`),
    fc.string({ maxLength: 60 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
  ),
  origin: fc.oneof(
    { weight: 6, arbitrary: fc.constant(undefined) },
    fc.constantFrom('null', 'http://localhost:80', 'https://evil.example', 'not a url', ''),
    fc.webUrl(),
  ),
  fetchSite: fc.oneof(
    { weight: 6, arbitrary: fc.constant(undefined) },
    fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none', 'garbage'),
  ),
  authorization: optional(
    fc.oneof(
      fc.constantFrom('Bearer', 'Bearer ', 'Basic abc'),
      fc
        .string({ maxLength: 40 })
        .filter((s) => /^[\x20-\x7e]*$/.test(s))
        .map((s) => `Bearer ${s}`),
    ),
  ),
  accept: optional(
    fc.constantFrom('*/*', 'text/html', 'application/json', 'text/event-stream', 'image/png', ''),
  ),
  userAgent: optional(
    fc.oneof(
      fc.constantFrom('Googlebot/2.1', 'curl/8', ''),
      fc.string({ maxLength: 100 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
    ),
  ),
  xForwardedFor: optional(
    fc.oneof(
      fc.ipV4(),
      fc.string({ maxLength: 20 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
    ),
  ),
});

const request = fc.constantFrom(...ROUTES).chain((route) =>
  fc.record({
    route: fc.constant(route),
    method: fc.oneof(
      { weight: 8, arbitrary: fc.constant(route.method) },
      fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
    ),
    url: pathFor(route.path),
    headers,
    body,
  }),
);

type Problem = { status: number; method: string; url: string; body: string };

async function fuzzServer(server: TestServer, label: string): Promise<string> {
  const { cookie } = await signUp(server.app);
  const throwaway = (await signUp(server.app)).cookie;
  const samples = fc.sample(request, {
    numRuns: REQUESTS_PER_SERVER,
    seed: Number(process.env.RELIABILITY_SEED ?? Date.now() % 1e9),
  });
  const problems: Problem[] = [];
  const statuses = new Map<number, number>();
  await pool(samples, 16, async (sample) => {
    const h: Record<string, string> = {};
    const { headers: hd } = sample;
    if (hd.contentType !== undefined) h['content-type'] = hd.contentType;
    if (hd.cookie === 'valid')
      h.cookie = ENDS_SESSION.has(`${sample.method} ${sample.route.path}`) ? throwaway : cookie;
    else if (hd.cookie !== undefined) h.cookie = hd.cookie;
    if (hd.origin !== undefined) h.origin = hd.origin;
    if (hd.fetchSite !== undefined) h['sec-fetch-site'] = hd.fetchSite;
    if (hd.authorization !== undefined) h.authorization = hd.authorization;
    if (hd.accept !== undefined) h.accept = hd.accept;
    if (hd.userAgent !== undefined) h['user-agent'] = hd.userAgent;
    if (hd.xForwardedFor !== undefined) h['x-forwarded-for'] = hd.xForwardedFor;
    const withBody =
      sample.body !== undefined && sample.method !== 'GET' && sample.method !== 'HEAD';
    const response = await server.app.inject({
      method: sample.method as 'GET',
      url: sample.url,
      headers: h,
      ...(withBody ? { payload: sample.body } : {}),
    });
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    const problem = judge(
      sample.method,
      sample.url,
      response.statusCode,
      String(response.headers['content-type'] ?? ''),
      response.body,
    );
    if (problem)
      problems.push({
        status: response.statusCode,
        method: sample.method,
        url: sample.url,
        body: `${problem}: ${response.body.slice(0, 160)}`,
      });
  });
  const summary = [...statuses]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  figures[`fuzz.${label}`] = {
    requests: samples.length,
    statuses: Object.fromEntries(statuses),
    problems: problems.length,
  };
  assert(
    problems.length === 0,
    `${problems.length} bad responses, e.g. ${JSON.stringify(problems.slice(0, 3))}`,
  );
  return `${samples.length} requests, 0 responses ≥ 500, every 4xx a JSON message (${summary})`;
}

function judge(
  method: string,
  url: string,
  status: number,
  contentType: string,
  body: string,
): string | undefined {
  if (status >= 500) return 'server error';
  if (status < 400 || method === 'HEAD') return undefined;
  const isApi = url.startsWith('/api');
  if (!isApi && method === 'GET' && contentType.startsWith('text/html')) return undefined;
  if (!contentType.includes('application/json'))
    return `4xx not JSON (${contentType || 'no content-type'})`;
  try {
    const parsed: unknown = JSON.parse(body);
    const message =
      typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, 'message') : undefined;
    return typeof message === 'string' && message.trim() !== ''
      ? undefined
      : '4xx JSON without a message';
  } catch {
    return '4xx body is not JSON';
  }
}

// A fast model that sometimes fails, so the LLM paths are fuzzed without network waits.
let calls = 0;
const flakyModel: LlmClient = {
  async *stream() {
    calls += 1;
    if (calls % 7 === 0) throw new LlmError('status', 'model answered 500', 500);
    yield 'Hi';
    yield ' there.';
  },
  async complete() {
    calls += 1;
    if (calls % 7 === 0) throw new LlmError('malformed', 'bad');
    return 'Hi there.';
  },
};

export async function fuzz(): Promise<void> {
  const api = await createTestServer('pglite', {
    serveClient: false,
    llm: flakyModel,
    env: { RATE_LIMIT_CHAT_PER_MIN: '1000000' },
  });
  try {
    await check(
      'fuzz',
      'API only (serveClient false, model client that sometimes fails)',
      async () => {
        // Every /api route the app has is in the list the fuzzer draws from.
        const listed = new Set(ROUTES.map((r) => r.path));
        const missing = [
          ...api.app.printRoutes({ commonPrefix: false }).matchAll(/(\/api\/[^\s(]*)/g),
        ]
          .map((m) => m[1] ?? '')
          .filter((p) => !listed.has(p));
        assert(missing.length === 0, `routes not fuzzed: ${missing.join(', ')}`);
        return fuzzServer(api, 'api');
      },
    );
  } finally {
    await api.close();
  }
  const full = await createTestServer('pglite', { serveClient: true });
  try {
    await check('fuzz', 'whole app (serveClient true, built-in companion)', () =>
      fuzzServer(full, 'full'),
    );
  } finally {
    await full.close();
  }
}
