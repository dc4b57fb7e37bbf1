import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crisisReply } from '@shared/safety/fixed-replies';
import { startFakeLlmServer, type FakeLlmServer } from '../../../../test/fake-llm-server';
import { describeEngines } from '../../../../test/server-harness';
import { testEnv } from '../../env';
import { llmFromEnv } from './chat.routes';
import { parseEvents, streamedText } from './chat.test-support';
import { createOpenAiClient } from './llm-client';

const TIMEOUT_MS = 400;
let fake: FakeLlmServer;

beforeAll(async () => {
  fake = await startFakeLlmServer();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
  fake.tokenDelayMs = 30;
});

const history = [
  { sender: 'bot', text: "Hey there! I'm Steady. How are things at work at the moment?" },
  { sender: 'user', text: 'My manager keeps moving the goalposts.' },
  { sender: 'bot', text: 'That sounds frustrating. What happened most recently?' },
];

describeEngines(
  'chat with an OpenAI-compatible model',
  (server) => {
    it('sends the topic prompt, the history as turns and the new message; answers JSON through the JSON mode', async () => {
      const response = await server().app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { message: 'He blamed me in front of the team.', topic: 'work', history },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        response: 'Hello there, I hear you.',
        crisis: false,
        engine: 'llm',
        level: 'none',
        country: 'US',
      });
      const [request] = fake.requests;
      expect(request?.headers.authorization).toBe('Bearer test-key');
      expect(request?.body).toMatchObject({ model: 'fake-model', stream: false });
      const messages = request?.body.messages ?? [];
      expect(messages[0]?.role).toBe('system');
      expect(messages[0]?.content).toContain('Work & Career');
      expect(messages[0]?.content).toMatch(/never diagnose/i);
      expect(messages[0]?.content).toMatch(/not a therapist/i);
      expect(messages.slice(1)).toEqual([
        { role: 'assistant', content: history[0]?.text },
        { role: 'user', content: history[1]?.text },
        { role: 'assistant', content: history[2]?.text },
        { role: 'user', content: 'He blamed me in front of the team.' },
      ]);
      expect(messages.filter((message) => message.role === 'system')).toHaveLength(1);
    });

    it('streams the model tokens in order, then done', async () => {
      fake.mode = 'slow';
      const response = await server().app.inject({
        method: 'POST',
        url: '/api/chat/stream',
        payload: { message: 'Rough week.', topic: 'stress' },
      });
      const events = parseEvents(response.body);
      expect(
        events
          .filter((event) => event.type === 'delta')
          .map((event) => (event.type === 'delta' ? event.text : '')),
      ).toEqual(fake.tokens);
      expect(events.at(-1)).toEqual({
        type: 'done',
        crisis: false,
        engine: 'llm',
        level: 'none',
        country: 'US',
      });
      expect(fake.requests[0]?.body.stream).toBe(true);
      expect(fake.requests[0]?.body.messages?.[0]?.content).toContain('Stress & Anxiety');
    });

    it('never calls the model for a crisis message', async () => {
      for (const url of ['/api/chat', '/api/chat/stream']) {
        const response = await server().app.inject({
          method: 'POST',
          url,
          payload: { message: "I've saved up pills", history },
        });
        const text =
          url === '/api/chat' ? response.json().response : streamedText(parseEvents(response.body));
        expect(text).toBe(crisisReply('method-means', 'US'));
      }
      expect(fake.requests).toHaveLength(0);
    });

    it('gives up on a hanging model within the timeout', async () => {
      fake.mode = 'hang';
      let started = Date.now();
      const json = await server().app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { message: 'hello' },
      });
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
      expect(json.statusCode).toBe(504);
      expect(json.json().message).toMatch(/took too long/);
      started = Date.now();
      const stream = await server().app.inject({
        method: 'POST',
        url: '/api/chat/stream',
        payload: { message: 'hello' },
      });
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
      expect(parseEvents(stream.body)).toEqual([
        { type: 'error', message: expect.stringMatching(/took too long/) },
      ]);
    });

    it.each(['500', 'malformed', 'error-midstream'] as const)(
      'turns a %s model into an error the client can show',
      async (mode) => {
        fake.mode = mode;
        const json = await server().app.inject({
          method: 'POST',
          url: '/api/chat',
          payload: { message: 'hello' },
        });
        if (mode !== 'error-midstream') {
          expect(json.statusCode).toBe(502);
          expect(json.json()).toEqual({
            message: 'The companion could not answer just now. Please try again.',
          });
        }
        const stream = await server().app.inject({
          method: 'POST',
          url: '/api/chat/stream',
          payload: { message: 'hello' },
        });
        expect(stream.statusCode).toBe(200);
        expect(parseEvents(stream.body).at(-1)).toEqual({
          type: 'error',
          message: 'The companion could not answer just now. Please try again.',
        });
      },
    );

    it('aborts the upstream request when the browser disconnects', async () => {
      const { app } = server();
      fake.mode = 'slow';
      fake.tokenDelayMs = 300;
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const closed = fake.nextClose();
      const browser = new AbortController();
      const response = await fetch(`http://127.0.0.1:${port}/api/chat/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'hello' }),
        signal: browser.signal,
      });
      const reader = response.body?.getReader();
      await reader?.read();
      browser.abort();
      const upstream = await closed;
      expect(upstream.aborted).toBe(true);
      expect(fake.requests).toHaveLength(1);
    });
  },
  () => ({
    env: { LLM_TIMEOUT_MS: String(TIMEOUT_MS) },
    llm: createOpenAiClient({ baseUrl: fake.baseUrl, apiKey: 'test-key', model: 'fake-model' }),
  }),
);

describe('model configuration', () => {
  it('uses the built-in companion when LLM_BASE_URL is unset', () => {
    expect(llmFromEnv(testEnv())).toBeNull();
  });

  it('builds the model client from LLM_* settings', async () => {
    const client = llmFromEnv(
      testEnv({ LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'env-model', LLM_API_KEY: 'k' }),
    );
    const text = await client?.complete?.(
      [{ role: 'user', content: 'hi' }],
      new AbortController().signal,
    );
    expect(text).toBe('Hello there, I hear you.');
    expect(fake.requests[0]?.body.model).toBe('env-model');
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer k');
  });
});
