import { describe, expect, it } from 'vitest';
import { describeEngines, postJson, signUp } from '../../test/server-harness';

describeEngines('app foundation', (server) => {
  it('answers health and readiness checks', async () => {
    const { app } = server();
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', database: server().engine });
  });

  it('marks every API answer with personal data Cache-Control: no-store (issue 20)', async () => {
    const { app } = server();
    const { cookie } = await signUp(app);
    for (const url of [
      '/api/protected/mood',
      '/api/protected/achievements',
      '/api/protected/activity',
    ]) {
      const response = await app.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const saved = await postJson(app, '/api/protected/mood', { value: 4, note: 'fine' }, cookie);
    expect(saved.headers['cache-control']).toBe('no-store');
    expect((await app.inject('/api/protected/mood')).headers['cache-control']).toBe('no-store');
  });

  it('answers unknown API paths with JSON 404', async () => {
    const response = await server().app.inject('/api/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found: GET /api/unknown' });
  });

  it('names the field of an invalid body in a 400', async () => {
    const response = await postJson(server().app, '/api/register', {
      username: 'ab',
      password: 'long enough',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Invalid username: Username must be at least 3 characters',
    );
  });

  it('answers malformed JSON with a 400 JSON message', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('sends the security headers', async () => {
    const response = await server().app.inject('/healthz');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/script-src 'self';/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the request came over HTTPS through a trusted proxy', async () => {
    // TRUST_PROXY is off in this suite, so the forwarded protocol must be ignored.
    const response = await server().app.inject({
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('refuses state-changing requests from another site', async () => {
    const { app } = server();
    const { cookie } = await signUp(app);
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, origin: 'https://evil.example', host: 'steady.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    const fetchSite = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchSite.statusCode).toBe(403);
    const sameSite = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: {
        cookie,
        origin: 'http://steady.example',
        host: 'steady.example',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(sameSite.statusCode).toBe(200);
  });
});

describe('HSTS behind a trusted proxy', () => {
  it('is sent when X-Forwarded-Proto is https and TRUST_PROXY is on', async () => {
    const { createTestServer } = await import('../../test/server-harness');
    const server = await createTestServer('pglite', { env: { TRUST_PROXY: '1' } });
    try {
      const response = await server.app.inject({
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await server.close();
    }
  });
});
