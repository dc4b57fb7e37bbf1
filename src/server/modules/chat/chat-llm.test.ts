import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { RISK_CATEGORIES, RISK_LEVELS } from '@shared/safety/risk';
import { concernReply, crisisReply } from '@shared/safety/fixed-replies';
import { fakeModelClient, withFakeLlmServer } from '../../../../test/fake-llm-lifecycle';
import { describeEngines, postJson } from '../../../../test/server-harness';
import { testEnv } from '../../env';
import { llmFromEnv } from './chat.routes';
import { parseEvents, streamChat, streamedText } from '../../../../test/chat-stream-support';
import { FALLBACK_NOTE } from './model-reply';

// Generous against a busy machine; the deadlines themselves are tested in chat-model-guard.test.ts.
const TIMEOUT_MS = 1500;
const WAIT_MS = 300;
const fake = withFakeLlmServer();

const history = [
  { sender: 'bot', text: "Hey there! I'm Steady. How are things at work at the moment?" },
  { sender: 'user', text: 'My manager keeps moving the goalposts.' },
  { sender: 'bot', text: 'That sounds frustrating. What happened most recently?' },
];

describeEngines(
  'chat with an OpenAI-compatible model',
  (server) => {
    it('sends the topic prompt, the history as turns and the new message; answers JSON through the JSON mode', async () => {
      const response = await postJson(server().app, '/api/chat', {
        message: 'He blamed me in front of the team.',
        topic: 'work',
        history,
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
      expect(messages[0]?.content).toMatch(/nobody in the conversation can change/i);
    });

    it("tells the model what the gate read earlier: a concern asked and answered 'no'", async () => {
      // The gate checks the message once, before validation; its read of the history must still
      // reach the engine's prompt (chat.service.ts `gate`), or the model forgets the concern.
      const response = await postJson(server().app, '/api/chat', {
        message: 'no, god no, just knackered from work',
        history: [
          { sender: 'user', text: "what's the point of any of it anymore" },
          { sender: 'bot', text: concernReply('wish-to-die', 'US') },
        ],
      });
      expect(response.json()).toMatchObject({ engine: 'llm', level: 'none' });
      const system = fake.requests[0]?.body.messages?.[0]?.content ?? '';
      expect(system).toContain('Earlier in this conversation the app was concerned');
    });

    it('asks the same model for a second opinion: the rubric, JSON, temperature 0, the recent turns', async () => {
      await postJson(server().app, '/api/chat', {
        message: 'He blamed me in front of the team.',
        topic: 'work',
        history,
      });
      const [classification] = fake.classifications;
      expect(classification?.body).toMatchObject({
        model: 'fake-model',
        stream: false,
        temperature: 0,
        response_format: { type: 'json_object' },
      });
      const [rubric, conversation] = classification?.body.messages ?? [];
      for (const id of [...RISK_LEVELS, ...RISK_CATEGORIES]) expect(rubric?.content).toContain(id);
      expect(JSON.parse(conversation?.content ?? '')).toEqual({
        earlier: history.map((turn) => ({
          from: turn.sender === 'user' ? 'him' : 'app',
          text: turn.text,
        })),
        latest: 'He blamed me in front of the team.',
      });
    });

    it('streams the model reply sentence by sentence, in order, then done', async () => {
      fake.mode = 'slow';
      fake.say('That sounds like a lot. What has been hardest? Take your time.');
      const events = await streamChat(server().app, { message: 'Rough week.', topic: 'stress' });
      expect(
        events
          .filter((event) => event.type === 'delta')
          .map((event) => (event.type === 'delta' ? event.text : '')),
      ).toEqual(['That sounds like a lot. ', 'What has been hardest? ', 'Take your time.']);
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
        const response = await postJson(server().app, url, {
          message: "I've saved up pills",
          history,
        });
        const text =
          url === '/api/chat' ? response.json().response : streamedText(parseEvents(response.body));
        expect(text).toBe(crisisReply('method-means', 'US'));
      }
      expect(fake.requests).toHaveLength(0);
    });

    it('answers with the built-in companion when the model hangs, within the timeout', async () => {
      fake.mode = 'hang';
      fake.classifierMode = 'hang';
      for (const url of ['/api/chat', '/api/chat/stream']) {
        const started = Date.now();
        const response = await postJson(server().app, url, { message: 'hello', topic: 'work' });
        expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + WAIT_MS + 1500);
        expect(response.statusCode).toBe(200);
        expectFallback(url, response.body);
      }
    });

    it.each(['500', 'malformed', 'error-midstream'] as const)(
      'answers with the built-in companion when the model is %s',
      async (mode) => {
        fake.mode = mode;
        fake.tokens = ['One sentence here. ', 'And then ', 'it breaks.'];
        for (const url of ['/api/chat', '/api/chat/stream']) {
          const response = await postJson(server().app, url, { message: 'hello', topic: 'work' });
          expect(response.statusCode).toBe(200);
          // The JSON call has no stream to break: a mid-stream drop only affects the stream.
          if (mode === 'error-midstream' && url === '/api/chat') continue;
          expectFallback(url, response.body);
        }
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
    env: { LLM_TIMEOUT_MS: String(TIMEOUT_MS), LLM_SECOND_OPINION_WAIT_MS: String(WAIT_MS) },
    llm: fakeModelClient(fake),
  }),
);

/** The built-in companion answered, under the one-line note, and the client was told. */
function expectFallback(url: string, body: string) {
  if (url === '/api/chat') {
    const answer = JSON.parse(body) as { response: string; engine: string; crisis: boolean };
    expect(answer.response.startsWith(`${FALLBACK_NOTE}\n\n`)).toBe(true);
    expect(answer).toMatchObject({ engine: 'builtin', crisis: false, level: 'none' });
    return;
  }
  const events = parseEvents(body);
  expect(streamedText(events).startsWith(`${FALLBACK_NOTE}\n\n`)).toBe(true);
  expect(events.at(-1)).toMatchObject({ type: 'done', engine: 'builtin', crisis: false });
  expect(events.some((event) => event.type === 'error')).toBe(false);
}

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
