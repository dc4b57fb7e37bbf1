import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../../../../test/fake-llm-server';
import { signUp } from '../../../../test/server-harness';
import { createApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { seedAchievements } from '../../db/seed';
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
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seedAchievements(database.db);
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = await createApp({
    database,
    env: testEnv({ RATE_LIMIT_CHAT_PER_MIN: '1000', LLM_TIMEOUT_MS: '300' }),
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
    for (const mode of ['ok', 'slow', '500', 'malformed', 'hang'] as const) {
      fake.mode = mode;
      await send('/api/chat', { message: `work: ${SECRET}`, topic: 'work', history });
      await send('/api/chat/stream', { message: `stream: ${SECRET}`, history });
    }
    fake.mode = 'ok';
    await send('/api/chat', { message: `I want to end it all ${SECRET}` });
    await send('/api/chat', { message: `${SECRET} ${'x'.repeat(2001)}` });
    await send('/api/chat', { message: SECRET, history: [{ sender: 'system', text: SECRET }] });
    await send('/api/feedback', { messageId: '1', feedback: 'negative', messageText: SECRET });
    await send('/api/feedback', { messageId: '', feedback: 'negative', messageText: SECRET });

    const log = lines.join('');
    // The log is really being written, model failures included, so the absence below means something.
    expect(log).toContain('chat model failed');
    expect(log).toContain('chat model timed out');
    expect(log).toContain('/api/chat/stream');
    for (const word of SECRET.split(' ')) expect(log).not.toContain(word);
  });
});
