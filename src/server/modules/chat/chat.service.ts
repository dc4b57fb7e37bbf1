import type { TopicId } from '@shared/constants/topics';
import type { ChatEngine, HistoryItem } from '@shared/contracts/chat';
import type { CountryCode } from '@shared/safety/countries';
import { wordGroups } from './chat-stream';
import { builtinReply } from './companion/builtin-companion';
import { LlmError, type LlmClient } from './llm-client';
import { buildModelMessages } from './system-prompt';

export type ChatInput = {
  message: string;
  topic?: TopicId | undefined;
  history: HistoryItem[];
  /** For the crisis lines the built-in companion names when he is worried about someone. */
  country?: CountryCode | undefined;
};

/** One answer in the making: the deltas arrive lazily so the stream route can forward them. */
export type ChatReply = { engine: ChatEngine; deltas: AsyncIterable<string> };

export class ChatTimeoutError extends Error {
  override name = 'ChatTimeoutError';
}

export type ChatServiceOptions = {
  llm: LlmClient | null;
  timeoutMs: number;
  /** Pause between the built-in companion's chunks, so its reply streams like a model's. */
  builtinChunkDelayMs?: number;
};

export function createChatService(options: ChatServiceOptions) {
  const { llm, timeoutMs } = options;
  const chunkDelay = options.builtinChunkDelayMs ?? 0;
  const engine: ChatEngine = llm ? 'llm' : 'builtin';

  return {
    engine,

    /**
     * The engine's answer. Only messages the safety gate (safety-gate.ts) let through get here:
     * risk never reaches an engine.
     */
    reply(input: ChatInput, signal: AbortSignal): ChatReply {
      if (!llm)
        return { engine: 'builtin', deltas: chunked(builtinReply(input), chunkDelay, signal) };
      const messages = buildModelMessages(input.topic, input.history, input.message);
      return {
        engine: 'llm',
        deltas: withIdleTimeout((inner) => llm.stream(messages, inner), timeoutMs, signal),
      };
    },

    /**
     * The whole answer at once (the JSON endpoint), through the model's JSON mode when it has one.
     * `disconnect` is asked for only when a model is called: the built-in reply is ready in the
     * same tick, before a closed connection could even be reported.
     */
    async complete(
      input: ChatInput,
      disconnect: () => AbortSignal,
    ): Promise<{ response: string; engine: ChatEngine }> {
      // Built-in text is whole already: no chunking to undo (a fifth of this request's CPU in
      // `npm run bench`).
      if (!llm) return { response: builtinReply(input), engine: 'builtin' };
      const signal = disconnect();
      const messages = buildModelMessages(input.topic, input.history, input.message);
      // A model without a JSON mode streams, and the stream is joined here.
      const complete = llm.complete?.bind(llm);
      const response = await collect(
        withIdleTimeout(
          complete
            ? async function* (inner) {
                yield await complete(messages, inner);
              }
            : (inner) => llm.stream(messages, inner),
          timeoutMs,
          signal,
        ),
      );
      return { response, engine: 'llm' };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;

async function collect(deltas: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const delta of deltas) text += delta;
  return text;
}

/** Small word groups, like a model's tokens; stops as soon as the client goes away. */
async function* chunked(text: string, delayMs: number, signal: AbortSignal): AsyncIterable<string> {
  let first = true;
  for (const group of wordGroups(text)) {
    signal.throwIfAborted();
    if (delayMs > 0 && !first) await sleep(delayMs, signal);
    first = false;
    yield group;
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Gives up when the model stays silent for `timeoutMs` (before its first token or between two),
 * and aborts the upstream request then, or when `outer` fires (the browser went away).
 */
async function* withIdleTimeout(
  source: (signal: AbortSignal) => AsyncIterable<string>,
  timeoutMs: number,
  outer: AbortSignal,
): AsyncIterable<string> {
  const controller = new AbortController();
  const timeout = new ChatTimeoutError(`model gave no answer within ${timeoutMs} ms`);
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(timeout), timeoutMs);
  };
  const onOuterAbort = () => controller.abort(outer.reason);
  if (outer.aborted) onOuterAbort();
  outer.addEventListener('abort', onOuterAbort, { once: true });
  arm();
  const iterator = source(controller.signal)[Symbol.asyncIterator]();
  // Each step races the abort, so even a model client that ignores its signal cannot hang us.
  const abort = aborted(controller.signal);
  abort.catch(() => {});
  try {
    while (true) {
      const step = await Promise.race([iterator.next(), abort]);
      if (step.done) return;
      arm();
      yield step.value;
    }
  } catch (error) {
    if (controller.signal.reason === timeout) throw timeout;
    if (outer.aborted) throw outer.reason;
    throw error instanceof LlmError ? error : new LlmError('network', 'model failed');
  } finally {
    clearTimeout(timer);
    outer.removeEventListener('abort', onOuterAbort);
    if (!controller.signal.aborted) controller.abort();
    void iterator.return?.().catch(() => {});
  }
}

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}
