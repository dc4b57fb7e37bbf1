import autocannon from 'autocannon';

export type LoadRequest = { method: 'GET' | 'POST'; path: string; body?: unknown; cookie?: string };
export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
};

/** Loads one URL for `seconds` with keep-alive connections; loopback only. */
export async function load(
  baseUrl: string,
  request: LoadRequest,
  seconds: number,
  connections: number,
): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1:/.test(baseUrl))
    throw new Error(`refusing to load a non-loopback URL: ${baseUrl}`);
  const headers: Record<string, string> = {};
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.cookie) headers.cookie = request.cookie;
  const result = await autocannon({
    url: baseUrl + request.path,
    method: request.method,
    headers,
    ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
    connections,
    duration: seconds,
    timeout: 10,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    // A signed-out GET /api/user answers 401 by design; callers judge statuses themselves.
    non2xx: result.non2xx,
  };
}
