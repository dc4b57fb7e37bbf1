import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TOPIC_IDS, type TopicId } from '@shared/constants/topics';
import type { z } from 'zod';
import {
  chatRequestSchema,
  chatResponseSchema,
  feedbackRequestSchema,
  feedbackResponseSchema,
  type ChatStreamEvent,
} from '@shared/contracts/chat';
import { DEFAULT_COUNTRY } from '@shared/safety/countries';
import { warmUpRiskCheck } from '@shared/safety/risk-check/check-message';
import type { Env } from '../../env';
import type { CurrentUser } from '../../http/current-user';
import { HttpError } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import type { Clock } from '../../lib/clock';
import { createChatProgress, type ChatProgressPort } from './chat-progress';
import { sendEventStream, textEvents } from './chat-stream';
import {
  ChatTimeoutError,
  createChatService,
  type ChatInput,
  type EngineInput,
} from './chat.service';
import { createOpenAiClient, LlmError, type LlmClient } from './llm-client';
import type { FixedAnswer } from './safety-gate';
import type { ConversationContext } from './system-prompt';

const RATE_LIMITED =
  "You're sending messages faster than I can keep up. Take a breath and try again in a moment.";
const MODEL_FAILED = 'The companion could not answer just now. Please try again.';
const MODEL_TIMED_OUT = 'The companion took too long to answer. Please try again.';
const BUILTIN_CHUNK_DELAY_MS = 18;

type ChatRequestBody = z.output<typeof chatRequestSchema>;

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
    /** Looked up only after the answer: the safety check must not wait on the database. */
    sessionUser: (request: FastifyRequest) => Promise<CurrentUser | null>;
  },
): void {
  const { env } = deps;
  const chat = createChatService({
    llm: deps.llm === undefined ? llmFromEnv(env) : deps.llm,
    timeoutMs: env.LLM_TIMEOUT_MS,
    totalTimeoutMs: env.LLM_TOTAL_TIMEOUT_MS,
    secondOpinionWaitMs: env.LLM_SECOND_OPINION_WAIT_MS,
    builtinChunkDelayMs: BUILTIN_CHUNK_DELAY_MS,
    // Counted for the operator: levels, rule names and error kinds, never a word of the chat. A
    // second opinion that agrees nothing is wrong is the usual case, and not worth a line.
    report: (event) => {
      if (event.kind === 'second-opinion' && event.level === 'none') return;
      const level =
        event.kind === 'fallback' || event.kind === 'second-opinion-failed' ? 'warn' : 'info';
      app.log[level]({ ...event, engine: 'llm' }, `chat model ${event.kind}`);
    },
  });
  const chatProgress = createChatProgress(deps.progress, app.log);
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The first message must not pay for compiling the risk rules.
  warmUpRiskCheck();

  // Signed-in counting: best effort, never able to fail or delay a safety reply.
  const bookkeeping = async (
    request: FastifyRequest,
    input: Pick<ChatInput, 'topic' | 'history'>,
  ) => {
    const user = await deps.sessionUser(request).catch(() => null);
    if (user) await chatProgress.messageSent(user.id, input.topic, input.history);
  };

  // Safety first (DESIGN.md §4): chat.gate runs before validation, the rate limit, the session
  // or any database. What it read for a message it lets through goes on to the engine, kept here
  // per request so the risk is checked once.
  const contexts = new WeakMap<FastifyRequest, ConversationContext>();
  const safetyGate =
    (
      answer: (reply: FastifyReply, fixed: FixedAnswer, after: () => Promise<void>) => FastifyReply,
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const verdict = chat.gate(request.body);
      if (!verdict) return undefined;
      if (verdict.answer === 'engine') {
        contexts.set(request, verdict.context);
        return undefined;
      }
      const { fixed, risk, history } = verdict;
      // Counted for the operator, without a word of what he wrote.
      request.log.info(
        { level: risk.level, category: risk.category, reply: risk.reply },
        'chat safety reply',
      );
      const topic = rawTopic(request.body);
      const after = () => bookkeeping(request, { topic, history }).catch(() => undefined);
      return answer(reply, fixed, after);
    };

  const limit = async (request: FastifyRequest) => {
    const perMinute = env.RATE_LIMIT_CHAT_PER_MIN;
    if (perMinute === 0) return;
    const { count, retryAfterSeconds } = await deps.rateLimits.hit(`chat:${request.ip}`, 60_000);
    if (count > perMinute)
      throw new HttpError(429, RATE_LIMITED, { 'retry-after': String(retryAfterSeconds) });
  };

  r.post(
    '/api/chat',
    {
      schema: { body: chatRequestSchema, response: { 200: chatResponseSchema } },
      preValidation: safetyGate((reply, fixed, after) => {
        const sent = reply.send(fixed);
        void after();
        return sent;
      }),
      preHandler: limit,
    },
    async (request, reply) => {
      const input = engineInput(request.body, contexts.get(request));
      let signal: AbortSignal | undefined;
      const progress = bookkeeping(request, input).catch(() => undefined);
      try {
        return await chat.complete(input, () => (signal ??= disconnectSignal(reply)));
      } catch (error) {
        // Nobody is listening any more: nothing to answer and nothing worth an error log.
        if (signal?.aborted) throw new HttpError(499, 'Client closed the request.');
        throw modelFailure(request, error);
      } finally {
        await progress;
      }
    },
  );

  r.post(
    '/api/chat/stream',
    {
      schema: { body: chatRequestSchema },
      preValidation: safetyGate((reply, fixed, after) => {
        const { response, ...done } = fixed;
        return sendEventStream(reply, textEvents(response, { type: 'done', ...done }), after);
      }),
      preHandler: limit,
    },
    async (request, reply) => {
      const input = engineInput(request.body, contexts.get(request));
      const signal = disconnectSignal(reply);
      const progress = bookkeeping(request, input).catch(() => undefined);
      async function* events(): AsyncIterable<ChatStreamEvent> {
        try {
          yield* chat.reply(input, signal);
        } catch (error) {
          if (!signal.aborted)
            yield { type: 'error', message: modelFailure(request, error).message };
        }
      }
      return sendEventStream(reply, events(), () => progress);
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

/** What the engine is given: the validated body and the gate's read of the conversation. */
function engineInput(
  body: ChatRequestBody,
  context: ConversationContext = { level: 'none' },
): EngineInput {
  const input: ChatInput = { ...body, history: body.history ?? [] };
  return { ...input, country: body.country ?? DEFAULT_COUNTRY, context };
}

/** The topic of a body that has not been validated yet, when it is a real one. */
function rawTopic(body: unknown): TopicId | undefined {
  const topic =
    typeof body === 'object' && body !== null ? (body as { topic?: unknown }).topic : undefined;
  return TOPIC_IDS.find((id) => id === topic);
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
