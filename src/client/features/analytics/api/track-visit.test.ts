import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function freshTrackVisit() {
  return (await import('./track-visit')).trackVisit;
}

describe('trackVisit', () => {
  it('posts the path and user agent once per app load', async () => {
    window.history.replaceState(null, '', '/chat?topic=stress#top');
    const fetchSpy = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchSpy);
    const trackVisit = await freshTrackVisit();
    await trackVisit();
    await trackVisit();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/track-visit');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      page: '/chat',
      userAgent: navigator.userAgent,
    });
  });

  it('only warns when the call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', async () => new Response('down', { status: 503 }));
    const trackVisit = await freshTrackVisit();
    await expect(trackVisit()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Visit tracking failed', expect.any(Error));
  });

  it('survives a network error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const trackVisit = await freshTrackVisit();
    await trackVisit();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
