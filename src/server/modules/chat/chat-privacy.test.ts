import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlmServer, verdict, type FakeLlmServer } from '../../../../test/fake-llm-server';
import { openMigratedDatabase, signUp } from '../../../../test/server-harness';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { testEnv } from '../../env';
import { createOpenAiClient } from './llm-client';

// DESIGN.md §5: no chat text in any log line, whatever happens: success, crisis, model failure,
// timeouts, bad bodies. The logger here is pino at trace level with no redaction of its own, so
// only the app's own discipline keeps the text out.
const SECRET = 'zebra marmalade quartz';
const lines: string[] = [];
let fake: FakeLlmServer;
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  fake = await startFakeLlmServer();
  ({ database } = await openMigratedDatabase('pglite'));
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = await createApp({
    database,
    env: testEnv({
      RATE_LIMIT_CHAT_PER_MIN: '1000',
      LLM_TIMEOUT_MS: '300',
      LLM_SECOND_OPINION_WAIT_MS: '100',
    }),
    logger: pino({ level: 'trace' }, sink),
    llm: createOpenAiClient({ baseUrl: fake.baseUrl, model: 'fake-model' }),
    serveClient: false,
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  await fake.close();
});

describe('chat privacy in the logs', () => {
  it('never writes message, history or feedback text to the log', async () => {
    const { cookie } = await signUp(app);
    const history = [{ sender: 'user', text: `earlier: ${SECRET}` }];
    const send = (url: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url, headers: { cookie }, payload });
    for (const mode of ['ok', 'slow', '500', 'malformed', 'hang', 'echo'] as const) {
      fake.mode = mode;
      await send('/api/chat', { message: `work: ${SECRET}`, topic: 'work', history });
      await send('/api/chat/stream', { message: `stream: ${SECRET}`, history });
    }
    // A guarded-out reply, a flagged second opinion and a failing classifier: counted, not quoted.
    fake.reset();
    fake.say(`Call me on 07700 900123, ${SECRET}.`);
    await send('/api/chat/stream', { message: `guard: ${SECRET}`, history });
    fake.verdict = verdict('crisis', 'wish-to-die');
    await send('/api/chat', { message: `opinion: ${SECRET}`, history });
    fake.classifierMode = 'garbage';
    await send('/api/chat', { message: `garbage: ${SECRET}`, history });
    fake.reset();
    await send('/api/chat', { message: `I want to end it all ${SECRET}` });
    await send('/api/chat', { message: `${SECRET} ${'x'.repeat(2001)}` });
    await send('/api/chat', { message: SECRET, history: [{ sender: 'system', text: SECRET }] });
    await send('/api/feedback', { messageId: '1', feedback: 'negative', messageText: SECRET });
    await send('/api/feedback', { messageId: '', feedback: 'negative', messageText: SECRET });

    const log = lines.join('');
    // The log is really being written, model failures included, so the absence below means something.
    expect(log).toContain('chat model fallback');
    expect(log).toContain('"reason":"timeout"');
    expect(log).toContain('"rule":"phone"');
    expect(log).toContain('chat model second-opinion');
    expect(log).toContain('chat model second-opinion-failed');
    expect(log).toContain('/api/chat/stream');
    for (const word of SECRET.split(' ')) expect(log).not.toContain(word);
  });
});
