import { describe, expect, it } from 'vitest';
import { createChatService } from './chat.service';
import type { LlmClient, LlmMessage } from './llm-client';

/** A model with no JSON mode: it can only stream, and records what it was asked. */
function streamOnlyModel(deltas: string[]) {
  const calls: LlmMessage[][] = [];
  const llm: LlmClient = {
    async *stream(messages) {
      calls.push(messages);
      yield* deltas;
    },
  };
  return { llm, calls };
}

describe('chat service: the JSON answer from a model without a JSON mode', () => {
  it('joins the streamed deltas into one reply', async () => {
    const { llm, calls } = streamOnlyModel(['That sounds ', 'heavy. ', 'What happened?']);
    const chat = createChatService({ llm, timeoutMs: 1000 });
    const answer = await chat.complete(
      {
        message: 'Rough week at work',
        topic: 'work',
        history: [],
        country: 'US',
        context: { level: 'none' },
      },
      () => new AbortController().signal,
    );
    expect(answer).toEqual({
      response: 'That sounds heavy. What happened?',
      crisis: false,
      engine: 'llm',
      level: 'none',
      country: 'US',
    });
    // The reply, and the second opinion streamed the same way (there is no JSON call to use).
    expect(calls).toHaveLength(2);
    const reply = calls.find((messages) => messages[0]?.content.startsWith('You are Steady'));
    expect(reply?.at(-1)).toEqual({ role: 'user', content: 'Rough week at work' });
  });
});

describe('chat service: what the operator is told', () => {
  it('counts a guarded reply and its fallback by rule, without a word of the text', async () => {
    const { llm } = streamOnlyModel(['Ring me on ', '07700 900123', ' tonight.']);
    const events: unknown[] = [];
    const chat = createChatService({ llm, timeoutMs: 1000, report: (e) => events.push(e) });
    const answer = await chat.complete(
      {
        message: 'my secret words',
        history: [],
        country: 'US',
        context: { level: 'none' },
      },
      () => new AbortController().signal,
    );
    expect(answer.engine).toBe('builtin');
    // (This model streams its unsafe text to the classifier too: that verdict fails, and is counted.)
    expect(events).toEqual([
      { kind: 'second-opinion-failed' },
      { kind: 'guarded', rule: 'phone' },
      { kind: 'fallback', reason: 'guarded' },
    ]);
    expect(JSON.stringify(events)).not.toMatch(/07700|secret|Ring/);
  });
});
