import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A real HTTP server speaking the OpenAI Chat Completions protocol (JSON and SSE), so the model
// client is tested against the wire format rather than a mock.

export type FakeLlmMode = 'ok' | 'slow' | 'hang' | '500' | 'malformed' | 'error-midstream';

export type RecordedRequest = {
  headers: IncomingMessage['headers'];
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] };
  /** True when the client closed the connection before the answer was complete. */
  aborted: boolean;
};

export type FakeLlmServer = {
  baseUrl: string;
  requests: RecordedRequest[];
  mode: FakeLlmMode;
  /** The reply's tokens, in order. */
  tokens: string[];
  /** Pause between tokens in 'slow' mode. */
  tokenDelayMs: number;
  /** Resolves when the next request's connection closes (used to prove upstream aborts). */
  nextClose(): Promise<RecordedRequest>;
  close(): Promise<void>;
};

export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const closeWaiters: ((request: RecordedRequest) => void)[] = [];
  const state: FakeLlmServer = {
    baseUrl: '',
    requests: [],
    mode: 'ok',
    tokens: ['Hello', ' there', ', I', ' hear', ' you', '.'],
    tokenDelayMs: 30,
    nextClose: () => new Promise((resolve) => closeWaiters.push(resolve)),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const recorded: RecordedRequest = { headers: req.headers, body: safeJson(raw), aborted: false };
    state.requests.push(recorded);
    res.on('close', () => {
      recorded.aborted = !res.writableFinished;
      closeWaiters.shift()?.(recorded);
    });
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"error":{"message":"not found"}}');
      return;
    }
    const mode = state.mode;
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
      const content = state.tokens.join('');
      res.writeHead(200, { 'content-type': 'application/json' });
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
    for (const [index, token] of state.tokens.entries()) {
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

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}/v1`;
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

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
