import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chatRequestSchema,
  chatResponseSchema,
  feedbackRequestSchema,
  feedbackResponseSchema,
  type ChatStreamEvent,
} from '@shared/contracts/chat';
import type { Env } from '../../env';
import { HttpError } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import '../../http/current-user';
import type { Clock } from '../../lib/clock';
import { createChatProgress, type ChatProgressPort } from './chat-progress';
import { ChatTimeoutError, createChatService, type ChatInput } from './chat.service';
import { createOpenAiClient, LlmError, type LlmClient } from './llm-client';

const RATE_LIMITED =
  "You're sending messages faster than I can keep up. Take a breath and try again in a moment.";
const MODEL_FAILED = 'The companion could not answer just now. Please try again.';
const MODEL_TIMED_OUT = 'The companion took too long to answer. Please try again.';
const BUILTIN_CHUNK_DELAY_MS = 18;

export function llmFromEnv(env: Env): LlmClient | null {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return null;
  return createOpenAiClient({
    baseUrl: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY,
    model: env.LLM_MODEL,
  });
}

export function registerChat(
  app: FastifyInstance,
  deps: {
    env: Env;
    llm: LlmClient | null | undefined;
    rateLimits: RateLimiter;
    progress: ChatProgressPort;
    clock: Clock;
  },
): void {
  const { env } = deps;
  const chat = createChatService({
    llm: deps.llm === undefined ? llmFromEnv(env) : deps.llm,
    timeoutMs: env.LLM_TIMEOUT_MS,
    builtinChunkDelayMs: BUILTIN_CHUNK_DELAY_MS,
  });
  const chatProgress = createChatProgress(deps.progress, app.log);
  const r = app.withTypeProvider<ZodTypeProvider>();

  const limit = async (request: FastifyRequest) => {
    const perMinute = env.RATE_LIMIT_CHAT_PER_MIN;
    if (perMinute === 0) return;
    const { count, retryAfterSeconds } = await deps.rateLimits.hit(`chat:${request.ip}`, 60_000);
    if (count > perMinute)
      throw new HttpError(429, RATE_LIMITED, { 'retry-after': String(retryAfterSeconds) });
  };

  // Counting happens alongside the answer; it never delays or fails the reply itself.
  // Nothing to count for a signed-out visitor.
  const bookkeeping = (request: FastifyRequest, input: ChatInput) =>
    request.user
      ? chatProgress.messageSent(request.user.id, input.topic, input.history)
      : undefined;

  r.post(
    '/api/chat',
    {
      schema: { body: chatRequestSchema, response: { 200: chatResponseSchema } },
      preHandler: limit,
    },
    async (request, reply) => {
      const input: ChatInput = { ...request.body, history: request.body.history ?? [] };
      let signal: AbortSignal | undefined;
      const progress = bookkeeping(request, input);
      try {
        return await chat.complete(input, () => (signal ??= disconnectSignal(reply)));
      } catch (error) {
        // Nobody is listening any more: nothing to answer and nothing worth an error log.
        if (signal?.aborted) throw new HttpError(499, 'Client closed the request.');
        throw modelFailure(request, error);
      } finally {
        if (progress) await progress;
      }
    },
  );

  r.post(
    '/api/chat/stream',
    { schema: { body: chatRequestSchema }, preHandler: limit },
    async (request, reply) => {
      const input: ChatInput = { ...request.body, history: request.body.history ?? [] };
      const signal = disconnectSignal(reply);
      const progress = bookkeeping(request, input);
      const out = new PassThrough();
      const send = (event: ChatStreamEvent) => {
        if (!out.writableEnded) out.write(`data: ${JSON.stringify(event)}\n\n`);
      };
      void (async () => {
        try {
          const answer = chat.reply(input, signal);
          for await (const text of answer.deltas) send({ type: 'delta', text });
          send({ type: 'done', crisis: answer.crisis, engine: answer.engine });
        } catch (error) {
          if (!signal.aborted)
            send({ type: 'error', message: modelFailure(request, error).message });
        } finally {
          if (progress) await progress;
          out.end();
        }
      })();
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(out);
    },
  );

  r.post(
    '/api/feedback',
    { schema: { body: feedbackRequestSchema, response: { 200: feedbackResponseSchema } } },
    async (request) => {
      // Privacy: the rated text is neither stored nor logged; only signed-in progress moves.
      if (request.user) await chatProgress.feedbackGiven(request.user.id);
      return { received: true as const };
    },
  );
}

/** Fires when the browser goes away before the answer is complete, so the model stops too. */
function disconnectSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('client disconnected'));
  });
  return controller.signal;
}

function modelFailure(request: FastifyRequest, error: unknown): HttpError {
  if (error instanceof ChatTimeoutError) {
    request.log.warn({ engine: 'llm' }, 'chat model timed out');
    return new HttpError(504, MODEL_TIMED_OUT);
  }
  if (error instanceof LlmError) {
    request.log.warn(
      { engine: 'llm', kind: error.kind, status: error.status },
      'chat model failed',
    );
    return new HttpError(502, MODEL_FAILED);
  }
  request.log.error(
    { err: { type: error instanceof Error ? error.name : typeof error } },
    'chat failed',
  );
  return new HttpError(500, MODEL_FAILED);
}
