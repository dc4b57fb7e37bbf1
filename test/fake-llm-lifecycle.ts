import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createOpenAiClient } from '../src/server/modules/chat/llm-client';
import { createFakeLlmServer, type FakeLlmServer } from './fake-llm-server';

/**
 * One fake model for the calling test file: listening before its first test, closed after its
 * last, and back to a polite, fast model before each test. Call it at the top of the file.
 */
export function withFakeLlmServer(): FakeLlmServer {
  const fake = createFakeLlmServer();
  beforeAll(() => fake.listen());
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());
  return fake;
}

/** The app's real model client, pointed at the fake. */
export function fakeModelClient(fake: FakeLlmServer) {
  return createOpenAiClient({ baseUrl: fake.baseUrl, apiKey: 'test-key', model: 'fake-model' });
}
