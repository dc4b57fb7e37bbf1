// The OpenAI-compatible Chat Completions client (OpenAI, Ollama, vLLM, llama.cpp, LM Studio).
import { createParser } from 'eventsource-parser';

export type LlmMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type LlmClient = {
  /** Streams the reply's text deltas; aborts the upstream request when `signal` fires. */
  stream(messages: LlmMessage[], signal: AbortSignal, options?: CallOptions): AsyncIterable<string>;
  /** The whole reply in one JSON call (`stream: false`); falls back to `stream` when absent. */
  complete?(messages: LlmMessage[], signal: AbortSignal, options?: CallOptions): Promise<string>;
};

/** Per-call settings: the second opinion asks for JSON at temperature 0. */
export type CallOptions = { temperature?: number; json?: boolean; maxTokens?: number };

/** Why the model gave no usable answer; never carries the upstream body (it may echo the prompt). */
export class LlmError extends Error {
  override name = 'LlmError';
  constructor(
    readonly kind: 'status' | 'malformed' | 'network' | 'empty',
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export type OpenAiClientOptions = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  maxTokens?: number;
};

export function createOpenAiClient(options: OpenAiClientOptions): LlmClient {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const request = (
    messages: LlmMessage[],
    stream: boolean,
    signal: AbortSignal,
    call: CallOptions = {},
  ) =>
    fetch(url, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        accept: stream ? 'text/event-stream' : 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        messages,
        stream,
        temperature: call.temperature ?? 0.7,
        max_tokens: call.maxTokens ?? options.maxTokens ?? 600,
        ...(call.json ? { response_format: { type: 'json_object' } } : {}),
      }),
    }).then(
      async (response) => {
        if (!response.ok) {
          await response.body?.cancel().catch(() => {});
          throw new LlmError('status', `model answered ${response.status}`, response.status);
        }
        return response;
      },
      (error: unknown) => {
        if (signal.aborted) throw signal.reason ?? error;
        throw new LlmError('network', 'model unreachable');
      },
    );

  return {
    async *stream(messages, signal, call) {
      const response = await request(messages, true, signal, call);
      if (!response.body) throw new LlmError('malformed', 'model sent no body');
      let produced = false;
      for await (const data of sseData(response.body, signal)) {
        if (data === '[DONE]') break;
        const delta = parseChunk(data);
        if (delta) {
          produced = true;
          yield delta;
        }
      }
      if (!produced) throw new LlmError('empty', 'model sent an empty reply');
    },

    async complete(messages, signal, call) {
      const response = await request(messages, false, signal, call);
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        if (signal.aborted) throw signal.reason ?? error;
        throw new LlmError('malformed', 'model sent invalid JSON');
      }
      const content = readPath(body, ['choices', 0, 'message', 'content']);
      if (typeof content !== 'string')
        throw new LlmError('malformed', 'model reply has no content');
      if (content.trim() === '') throw new LlmError('empty', 'model sent an empty reply');
      return content;
    },
  };
}

/**
 * Yields each event's `data` from a server-sent-events body, parsed by `eventsource-parser` (a
 * maintained parser of the WHATWG format: CRLF, comments, multi-line data, split chunks).
 */
async function* sseData(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
): AsyncIterable<string> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  const ready: string[] = [];
  const parser = createParser({ onEvent: (event) => ready.push(event.data) });
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
      while (ready.length > 0) yield ready.shift() as string;
    }
  } catch (error) {
    if (signal.aborted) throw signal.reason ?? error;
    if (error instanceof LlmError) throw error;
    throw new LlmError('network', 'model stream broke off');
  } finally {
    reader.releaseLock();
    if (!signal.aborted) await body.cancel().catch(() => {});
  }
}

function parseChunk(data: string): string {
  let chunk: unknown;
  try {
    chunk = JSON.parse(data);
  } catch {
    throw new LlmError('malformed', 'model sent an unreadable stream chunk');
  }
  if (readPath(chunk, ['error']) !== undefined)
    throw new LlmError('status', 'model reported an error');
  const choices = readPath(chunk, ['choices']);
  if (!Array.isArray(choices)) throw new LlmError('malformed', 'model stream chunk has no choices');
  const content = readPath(chunk, ['choices', 0, 'delta', 'content']);
  return typeof content === 'string' ? content : '';
}

function readPath(value: unknown, path: readonly (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Reflect.get(current, key);
  }
  return current;
}
