import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A real HTTP server speaking the OpenAI Chat Completions protocol (JSON and SSE), so the model
// client is tested against the wire format rather than a mock. It can misbehave the ways real
// models do: hang, fail, send garbage, trickle, write unsafe text, obey a prompt injection (`echo`
// repeats his last message as its reply), and answer the second opinion's classification
// (`response_format: json_object`) however a test needs.

export type FakeLlmMode = 'ok' | 'slow' | 'hang' | '500' | 'malformed' | 'error-midstream' | 'echo';
export type FakeClassifierMode = 'ok' | 'hang' | '500' | 'garbage';

export type RecordedRequest = {
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    stream?: boolean;
    temperature?: number;
    response_format?: { type?: string };
    messages?: { role: string; content: string }[];
  };
  /** True when the client closed the connection before the answer was complete. */
  aborted: boolean;
};

export type FakeLlmServer = {
  baseUrl: string;
  /** Reply requests (chat completions without a JSON response format). */
  requests: RecordedRequest[];
  /** The second opinion's classification requests. */
  classifications: RecordedRequest[];
  mode: FakeLlmMode;
  /** The reply's tokens, in order. */
  tokens: string[];
  /** Pause between tokens in 'slow' mode. */
  tokenDelayMs: number;
  /** Pause before a reply's first byte (every mode that answers), like a model's own TTFT. */
  firstTokenDelayMs: number;
  classifierMode: FakeClassifierMode;
  /** What the classifier answers in 'ok' mode (the message content, usually JSON). */
  verdict: string;
  /** Pause before the classifier answers. */
  classifyDelayMs: number;
  /** Sets the reply to `text`, cut into word tokens as a model would stream it. */
  say(text: string): void;
  /** Back to a polite, fast model and a classifier that answers none. */
  reset(): void;
  /** Resolves when the next request's connection closes (used to prove upstream aborts). */
  nextClose(): Promise<RecordedRequest>;
  /** Starts answering on a free local port and sets `baseUrl`. */
  listen(): Promise<void>;
  close(): Promise<void>;
};

export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const fake = createFakeLlmServer();
  await fake.listen();
  return fake;
}

/** The fake, not listening yet: for a test file that starts it in a hook (fake-llm-lifecycle.ts). */
export function createFakeLlmServer(): FakeLlmServer {
  const closeWaiters: ((request: RecordedRequest) => void)[] = [];
  const DEFAULT_TOKENS = ['Hello', ' there', ', I', ' hear', ' you', '.'];
  const state: FakeLlmServer = {
    baseUrl: '',
    requests: [],
    classifications: [],
    mode: 'ok',
    tokens: [...DEFAULT_TOKENS],
    tokenDelayMs: 30,
    firstTokenDelayMs: 0,
    classifierMode: 'ok',
    verdict: NONE_VERDICT,
    classifyDelayMs: 0,
    say: (text) => {
      state.tokens = text.match(/\s*\S+/g) ?? [text];
    },
    reset: () => {
      state.mode = 'ok';
      state.tokens = [...DEFAULT_TOKENS];
      state.tokenDelayMs = 30;
      state.firstTokenDelayMs = 0;
      state.classifierMode = 'ok';
      state.verdict = NONE_VERDICT;
      state.classifyDelayMs = 0;
      state.requests.length = 0;
      state.classifications.length = 0;
    },
    nextClose: () => new Promise((resolve) => closeWaiters.push(resolve)),
    listen: async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      state.baseUrl = `http://127.0.0.1:${port}/v1`;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const recorded: RecordedRequest = { headers: req.headers, body: safeJson(raw), aborted: false };
    const classifying = recorded.body.response_format?.type === 'json_object';
    (classifying ? state.classifications : state.requests).push(recorded);
    res.on('close', () => {
      recorded.aborted = !res.writableFinished;
      if (!classifying) closeWaiters.shift()?.(recorded);
    });
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"error":{"message":"not found"}}');
      return;
    }
    if (classifying) {
      await classify(res);
      return;
    }
    const mode = state.mode;
    if (mode !== 'hang' && state.firstTokenDelayMs > 0) await delay(state.firstTokenDelayMs);
    if (res.destroyed) return;
    const messages = recorded.body.messages ?? [];
    const tokens =
      mode === 'echo' ? (messages.at(-1)?.content.match(/\s*\S+/g) ?? ['...']) : state.tokens;
    if (mode === 'hang') return; // Never answers; only the client's abort ends it.
    if (mode === '500') {
      res
        .writeHead(500, { 'content-type': 'application/json' })
        .end('{"error":{"message":"upstream exploded"}}');
      return;
    }
    const streaming = recorded.body.stream === true;
    if (mode === 'malformed') {
      if (streaming) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end('data: {this is not json\n\n');
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": "nope"');
      }
      return;
    }
    if (!streaming) {
      const content = tokens.join('');
      res.writeHead(200, { 'content-type': 'application/json' });
      // A slow model in JSON mode takes as long as its tokens would, and sends it all at the end.
      if (mode === 'slow') await delay(state.tokenDelayMs * tokens.length);
      if (res.destroyed) return;
      res.end(
        JSON.stringify({
          id: 'fake',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (delta: Record<string, string>) =>
      `data: ${JSON.stringify({ id: 'fake', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`;
    res.write(chunk({ role: 'assistant' }));
    for (const [index, token] of tokens.entries()) {
      if (res.destroyed) return;
      if (mode === 'slow' || mode === 'error-midstream') await delay(state.tokenDelayMs);
      if (mode === 'error-midstream' && index === 2) {
        res.destroy();
        return;
      }
      res.write(chunk({ content: token }));
    }
    res.end('data: [DONE]\n\n');
  });

  async function classify(res: ServerResponse) {
    const mode = state.classifierMode;
    if (mode === 'hang') return;
    if (state.classifyDelayMs > 0) await delay(state.classifyDelayMs);
    if (res.destroyed) return;
    if (mode === '500') {
      res
        .writeHead(500, { 'content-type': 'application/json' })
        .end('{"error":{"message":"classifier exploded"}}');
      return;
    }
    const content = mode === 'garbage' ? 'I think he is probably fine, honestly.' : state.verdict;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'fake-classify',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      }),
    );
  }

  return state;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (part: string) => (data += part));
    req.on('end', () => resolve(data));
  });
}

function safeJson(text: string): RecordedRequest['body'] {
  try {
    return JSON.parse(text) as RecordedRequest['body'];
  } catch {
    return {};
  }
}

/** What a classifier answers when it sees no risk. */
export const NONE_VERDICT = '{"level":"none","category":null}';

/** A classifier's answer for a level and category. */
export const verdict = (level: string, category: string | null = null) =>
  JSON.stringify({ level, category });

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
