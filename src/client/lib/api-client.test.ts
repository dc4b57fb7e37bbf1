import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, serverMessage } from './api-client';

afterEach(() => vi.unstubAllGlobals());

const answer = (body: string, init: ResponseInit) =>
  vi.stubGlobal('fetch', async () => new Response(body, init));

async function failure(): Promise<ApiError> {
  const error = await apiRequest('GET', '/api/anything').catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('ApiError', () => {
  it('carries the status and the parsed JSON body, and the spec’s "status: body" message', async () => {
    answer('{"message":"Username is taken"}', {
      status: 409,
      headers: { 'content-type': 'application/json' },
    });
    const error = await failure();
    expect(error.status).toBe(409);
    expect(error.body).toEqual({ message: 'Username is taken' });
    expect(error.message).toBe('409: {"message":"Username is taken"}');
    expect(serverMessage(error)).toBe('Username is taken');
  });

  it('keeps a plain-text body as text', async () => {
    answer('Bad gateway', { status: 502 });
    const error = await failure();
    expect(error.body).toBe('Bad gateway');
    expect(serverMessage(error)).toBe('Bad gateway');
  });

  it('uses the status text when the body is empty', async () => {
    answer('', { status: 503, statusText: 'Service Unavailable' });
    const error = await failure();
    expect(error.message).toBe('503: Service Unavailable');
    expect(serverMessage(error)).toBeUndefined();
  });

  it('has no server message for a network failure', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await apiRequest('GET', '/api/anything').catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(serverMessage(error)).toBeUndefined();
  });
});
