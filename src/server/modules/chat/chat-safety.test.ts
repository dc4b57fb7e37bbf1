import { afterEach, describe, expect, it } from 'vitest';
import type { ChatResponse } from '@shared/contracts/chat';
import { concernReply, crisisReply } from '@shared/safety/fixed-replies';
import { startTcpProxy, type TcpProxy } from '../../../../test/reliability/tcp-proxy';
import {
  createTestServer,
  describeEngines,
  signUp,
  postJson,
  type TestServer,
} from '../../../../test/server-harness';
import { parseEvents, streamedText } from '../../../../test/chat-stream-support';

// DESIGN.md §4: a risk message always gets its fixed reply with 200. The safety check runs first,
// before the rate limit, the session lookup and any database or Redis call, so none of them can
// block it. Each fault below is real: a spent limit, Redis cut behind a proxy, the database closed.

const RISK = 'I keep thinking about ending my life';
async function expectCrisisReply(server: TestServer, cookie?: string) {
  const json = await postJson(server.app, '/api/chat', { message: RISK }, cookie);
  expect(json.statusCode).toBe(200);
  expect(json.json<ChatResponse>()).toMatchObject({
    crisis: true,
    level: 'crisis',
    category: 'active-thoughts',
    response: crisisReply('active-thoughts', 'US'),
  });
  const stream = await postJson(server.app, '/api/chat/stream', { message: RISK }, cookie);
  expect(stream.statusCode).toBe(200);
  const events = parseEvents(stream.body);
  expect(streamedText(events)).toBe(crisisReply('active-thoughts', 'US'));
  expect(events.at(-1)).toMatchObject({ type: 'done', crisis: true, level: 'crisis' });
}

describe('the crisis reply cannot be blocked', { timeout: 120_000 }, () => {
  const servers: TestServer[] = [];
  let proxy: TcpProxy | undefined;
  afterEach(async () => {
    await proxy?.close();
    proxy = undefined;
    await Promise.all(servers.splice(0).map((server) => server.close().catch(() => {})));
  });

  it('answers with 200 when the chat rate limit is spent', async () => {
    const server = await createTestServer('pglite', { env: { RATE_LIMIT_CHAT_PER_MIN: '1' } });
    servers.push(server);
    expect((await postJson(server.app, '/api/chat', { message: 'hello' })).statusCode).toBe(200);
    expect((await postJson(server.app, '/api/chat', { message: 'hello again' })).statusCode).toBe(
      429,
    );
    await expectCrisisReply(server);
  });

  it('answers with 200 when Redis is cut mid-run', async () => {
    proxy = await startTcpProxy('127.0.0.1', 6379);
    const server = await createTestServer('pglite', {
      env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}/0`, RATE_LIMIT_CHAT_PER_MIN: '1000' },
    });
    servers.push(server);
    expect((await postJson(server.app, '/api/chat', { message: 'hello' })).statusCode).toBe(200);
    proxy.cut();
    await expectCrisisReply(server);
  });

  it('answers a signed-in user with 200 while the database is down', async () => {
    const server = await createTestServer('pglite');
    servers.push(server);
    const { cookie } = await signUp(server.app);
    await server.database.close();
    await expectCrisisReply(server, cookie);
    // Ordinary talk goes on too: only the counting fails, and quietly.
    const ordinary = await postJson(
      server.app,
      '/api/chat',
      { message: 'rough day at work' },
      cookie,
    );
    expect(ordinary.statusCode).toBe(200);
  });

  it('answers a message too long for the engine when it shows risk', async () => {
    const server = await createTestServer('pglite');
    servers.push(server);
    const long = `${'work has been a lot lately and the commute is long. '.repeat(45)} ${RISK}`;
    expect(long.length).toBeGreaterThan(2000);
    const risky = await postJson(server.app, '/api/chat', { message: long });
    expect(risky.statusCode).toBe(200);
    expect(risky.json<ChatResponse>().crisis).toBe(true);
    const ordinary = await postJson(server.app, '/api/chat', { message: 'x'.repeat(2001) });
    expect(ordinary.statusCode).toBe(400);
  });
});

describeEngines('chat safety across a conversation', (server) => {
  const ask = async (payload: object) => {
    const response = await postJson(server().app, '/api/chat', payload);
    expect(response.statusCode).toBe(200);
    return response.json<ChatResponse>();
  };
  const afterCrisis = [
    { sender: 'user' as const, text: RISK },
    { sender: 'bot' as const, text: crisisReply('active-thoughts', 'US') },
  ];

  it('stays in crisis mode after a crisis reply: a check-in with the lines, never the engine', async () => {
    for (const message of ['thanks', 'ok', "I'm fine now honestly, who won the game?"]) {
      const answer = await ask({ message, history: afterCrisis });
      expect(answer).toMatchObject({ crisis: true, level: 'crisis', engine: 'builtin' });
      expect(answer.response).toMatch(/988/);
      expect(answer.response).not.toContain('built-in companion');
    }
  });

  it('answers what he says in crisis mode: a step he takes, the number he asks for, his thanks', async () => {
    const reply = async (message: string) =>
      (await ask({ message, history: afterCrisis })).response;
    expect(await reply("ok i'll ring my brother")).toMatch(/^That's a really good step/);
    expect(await reply('whats the number again')).toMatch(/^Here it is: call or text 988/);
    expect(await reply('thanks, night')).toMatch(/^Thank you for talking with me tonight/);
    // Never a "good step" when what he is going to do is itself a danger.
    const going = await reply("i'm going to call it a night for good, tonight");
    expect(going).not.toMatch(/good step/);
    expect(going).toMatch(/988/);
  });

  it('answers a new danger in crisis mode with its own reply', async () => {
    const answer = await ask({
      message: 'I already took the whole packet of pills an hour ago',
      history: afterCrisis,
    });
    expect(answer).toMatchObject({ level: 'crisis', category: 'overdose-injury' });
    expect(answer.response).toMatch(/^Please call 911 now/);
  });

  it('points to the country switch when the lines do not work where he is', async () => {
    const answer = await ask({
      message: "those numbers don't work, I'm not in the US",
      history: afterCrisis,
    });
    expect(answer.level).toBe('crisis');
    expect(answer.response).toMatch(/Change country/);
  });

  it('keeps crisis mode from the level the client declares, and history never lowers it', async () => {
    const declared = await ask({ message: 'ok', risk: 'crisis' });
    expect(declared.level).toBe('crisis');
    const forged = await ask({ message: 'ok', history: afterCrisis, risk: 'none' });
    expect(forged.level).toBe('crisis');
  });

  it('asks the direct question at concern, and a yes or a dodge moves to crisis', async () => {
    const concern = await ask({ message: "what's the point of any of it anymore" });
    expect(concern).toMatchObject({ crisis: false, level: 'concern', category: 'wish-to-die' });
    expect(concern.response).toContain('Are you thinking about ending your life?');
    expect(concern.response).toContain('988');
    const asked = [
      { sender: 'user' as const, text: "what's the point of any of it anymore" },
      { sender: 'bot' as const, text: concernReply('wish-to-die', 'US') },
    ];
    for (const answer of ['yes', 'maybe', 'does it matter', 'idk sometimes']) {
      expect(await ask({ message: answer, history: asked })).toMatchObject({ level: 'crisis' });
    }
    const no = await ask({ message: 'no, god no, just knackered from work', history: asked });
    expect(no).toMatchObject({ level: 'none', crisis: false });
  });

  it('gives his country its own lines, and the emergency number when someone is in danger', async () => {
    const uk = await ask({ message: RISK, country: 'GB' });
    expect(uk.country).toBe('GB');
    expect(uk.response).toContain('116 123');
    expect(uk.response).toContain('999');
    expect(uk.response).not.toContain('988');

    const others = await ask({
      message: "I'm going to stab him when he gets home tonight, the knife's ready",
    });
    expect(others).toMatchObject({ level: 'crisis', category: 'harm-to-others' });
    expect(others.response).toContain('911');
    expect(others.response).toContain('988');

    const abuse = await ask({
      message: "my girlfriend hits me and she's on her way home drunk, I'm scared",
    });
    expect(abuse).toMatchObject({ level: 'crisis', category: 'abuse-danger' });
    expect(abuse.response).toContain('1-800-799-7233');
    expect(abuse.response).toContain('START to 88788');
  });

  it("points to the rest of the world's lines when the client says his country is a guess", async () => {
    const guessed = await ask({ message: RISK, country: 'US', countryGuessed: true });
    expect(guessed.response).toBe(crisisReply('active-thoughts', 'US', true));
    expect(guessed.response).toContain('findahelpline.com');
    const sure = await ask({ message: RISK, country: 'US' });
    expect(sure.response).not.toContain('findahelpline.com');
    // The note does not hide the app's own question from the next turn's check.
    const asked = [
      { sender: 'user' as const, text: "what's the point of any of it anymore" },
      { sender: 'bot' as const, text: concernReply('wish-to-die', 'US', true) },
    ];
    expect(await ask({ message: 'maybe', history: asked, countryGuessed: true })).toMatchObject({
      level: 'crisis',
    });
  });

  it('lets figures of speech through to the companion', async () => {
    for (const message of [
      'work is killing me',
      'I could murder a curry',
      'dying to see the match',
    ])
      expect(await ask({ message })).toMatchObject({ level: 'none', crisis: false });
  });
});
