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
    expect(calls).toHaveLength(1);
    expect(calls[0]?.at(-1)).toEqual({ role: 'user', content: 'Rough week at work' });
  });
});
