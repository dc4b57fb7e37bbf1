import type { TopicId } from '@shared/constants/topics';
import type {
  ChatEngine,
  ChatResponse,
  ChatStreamEvent,
  HistoryItem,
} from '@shared/contracts/chat';
import type { CountryCode } from '@shared/safety/countries';
import type { ConversationRisk, HistoryTurn } from '@shared/safety/risk-check/assess-conversation';
import { wordGroups } from './chat-stream';
import { builtinReply } from './companion/builtin-companion';
import type { LlmClient } from './llm-client';
import type { Deadlines } from './model-deadline';
import { createModelReplies, type ModelEvent, type ModelInput } from './model-reply';
import { assess, fixedAnswer, readSafetyInput, type FixedAnswer } from './safety-gate';
import type { ConversationContext } from './system-prompt';

export { ChatTimeoutError } from './model-deadline';

export type ChatInput = {
  message: string;
  topic?: TopicId | undefined;
  history: HistoryItem[];
  /** For the crisis lines the built-in companion names when he is worried about someone. */
  country?: CountryCode | undefined;
  /** The client could not place him in `country` (contracts/chat.ts). */
  countryGuessed?: boolean | undefined;
};

/** What the engine is given: his words, his country and what the safety gate read so far. */
export type EngineInput = ModelInput;

export type ChatServiceOptions = {
  llm: LlmClient | null;
  /** `LLM_TIMEOUT_MS`: the model's longest silence. */
  timeoutMs: number;
  /** `LLM_TOTAL_TIMEOUT_MS`: the longest a whole model reply may take. */
  totalTimeoutMs?: number;
  /** How long a finished reply waits for the second opinion before it goes (default 2 s). */
  secondOpinionWaitMs?: number;
  /** Pause between the built-in companion's chunks, so its reply streams like a model's. */
  builtinChunkDelayMs?: number;
  /** Second opinions, guarded replies and fallbacks, without any text (for logs and counts). */
  report?: (event: ModelEvent) => void;
};

/** What the crisis gate decided for one message (see `gate`). */
export type GateVerdict =
  | { answer: 'fixed'; fixed: FixedAnswer; risk: ConversationRisk; history: HistoryTurn[] }
  | { answer: 'engine'; context: ConversationContext };

export const DEFAULT_TOTAL_TIMEOUT_MS = 60_000;
export const DEFAULT_SECOND_OPINION_WAIT_MS = 2_000;

export function createChatService(options: ChatServiceOptions) {
  const { llm } = options;
  const chunkDelay = options.builtinChunkDelayMs ?? 0;
  const engine: ChatEngine = llm ? 'llm' : 'builtin';
  const model = llm
    ? createModelReplies({
        llm,
        deadlines: {
          idleMs: options.timeoutMs,
          totalMs: options.totalTimeoutMs ?? DEFAULT_TOTAL_TIMEOUT_MS,
        } satisfies Deadlines,
        secondOpinionWaitMs: options.secondOpinionWaitMs ?? DEFAULT_SECOND_OPINION_WAIT_MS,
        report: options.report ?? (() => {}),
      })
    : undefined;

  return {
    engine,

    /**
     * The crisis gate (DESIGN.md §4): the one place a chat message's risk is checked. It takes
     * the raw body, so the route runs it before validation, the rate limit, the session or any
     * database. A fixed answer (crisis, concern, check-in) never reaches an engine; otherwise
     * the engine is told what the conversation held so far. Undefined when there is no message
     * to check: validation answers that.
     */
    gate(body: unknown): GateVerdict | undefined {
      const input = readSafetyInput(body);
      if (!input) return undefined;
      const risk = assess(input);
      const fixed = fixedAnswer(input, risk, engine);
      if (fixed) return { answer: 'fixed', fixed, risk, history: input.history };
      return { answer: 'engine', context: conversationContext(risk) };
    },

    /**
     * The engine's answer as stream events. Only messages the safety gate (safety-gate.ts) let
     * through get here: risk the built-in check finds never reaches an engine.
     */
    reply(input: EngineInput, signal: AbortSignal): AsyncIterable<ChatStreamEvent> {
      if (model) return model.stream(input, signal);
      return builtinEvents(input, chunkDelay, signal);
    },

    /**
     * The whole answer at once (the JSON endpoint). `disconnect` is asked for only when a model is
     * called: the built-in reply is ready in the same tick, before a closed connection could even
     * be reported.
     */
    async complete(input: EngineInput, disconnect: () => AbortSignal): Promise<ChatResponse> {
      // Built-in text is whole already: no chunking to undo (a fifth of this request's CPU in
      // `npm run bench`).
      if (!model) return builtinAnswer(input);
      return model.complete(input, disconnect());
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;

/** The model's prompt says when the conversation has been in concern or crisis before. */
function conversationContext(risk: ConversationRisk): ConversationContext {
  if (risk.continuing) return { level: 'crisis', category: risk.category };
  if (risk.concernEarlier) return { level: 'concern', category: risk.category };
  return { level: 'none' };
}

function builtinAnswer(input: EngineInput): ChatResponse {
  return {
    response: builtinReply(input),
    crisis: false,
    engine: 'builtin',
    level: 'none',
    country: input.country,
  };
}

async function* builtinEvents(
  input: EngineInput,
  delayMs: number,
  signal: AbortSignal,
): AsyncIterable<ChatStreamEvent> {
  const { response, ...done } = builtinAnswer(input);
  let first = true;
  // Small word groups, like a model's tokens; stops as soon as the client goes away.
  for (const group of wordGroups(response)) {
    signal.throwIfAborted();
    if (delayMs > 0 && !first) await sleep(delayMs, signal);
    first = false;
    yield { type: 'delta', text: group };
  }
  yield { type: 'done', ...done };
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
