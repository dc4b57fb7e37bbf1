import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { encodeStreamEvent, type ChatStreamEvent } from '@shared/contracts/chat';

/**
 * Answers with `text/event-stream`, writing each event as it comes. Errors inside `events` are
 * the producer's to turn into an `error` event; the stream always ends, and `finished` runs
 * after the last byte (bookkeeping that must never delay the reply).
 */
export function sendEventStream(
  reply: FastifyReply,
  events: AsyncIterable<ChatStreamEvent>,
  finished?: () => Promise<void> | void,
): FastifyReply {
  const out = new PassThrough();
  void (async () => {
    try {
      for await (const event of events) {
        if (out.writableEnded) break;
        out.write(encodeStreamEvent(event));
      }
    } finally {
      out.end();
      await finished?.();
    }
  })();
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(out);
}

/** A whole text as small word groups, like a model's tokens, then the final event. */
export async function* textEvents(
  text: string,
  done: Extract<ChatStreamEvent, { type: 'done' }>,
): AsyncIterable<ChatStreamEvent> {
  for (const piece of wordGroups(text)) yield { type: 'delta', text: piece };
  yield done;
}

export function wordGroups(text: string): string[] {
  const pieces = text.match(/\S+\s*|\s+/g) ?? [];
  const groups: string[] = [];
  for (let i = 0; i < pieces.length; i += 2) groups.push(pieces.slice(i, i + 2).join(''));
  return groups;
}
