import type { ChatResponse, ChatStreamEvent } from '@shared/contracts/chat';
import type { CountryCode } from '@shared/safety/countries';
import { concernReply, crisisReply } from '@shared/safety/fixed-replies';
import type { ChatInput } from './chat.service';
import { wordGroups } from './chat-stream';
import { builtinReply } from './companion/builtin-companion';
import { guardOutput, type GuardRule } from './guard/output-guard';
import { secondOpinion, type Verdict } from './guard/second-opinion';
import { bySentence } from './guard/sentences';
import { LlmError, type LlmClient } from './llm-client';
import { ChatTimeoutError, withDeadlines, type Deadlines } from './model-deadline';
import { buildModelMessages, type ConversationContext } from './system-prompt';

// A model's reply on a leash (DESIGN.md §4, ADR 016): a second opinion on risk runs beside it, the
// output guard reads every sentence before he sees it, deadlines bound it, and whenever the model
// fails, times out or is guarded out, the built-in companion answers instead. Nothing here logs
// or reports his text or the model's: only levels, categories, rule names and error kinds.

export type ModelInput = ChatInput & { country: CountryCode; context: ConversationContext };

/** What happened, for the operator's counts; never any text. */
export type ModelEvent =
  | { kind: 'second-opinion'; level: Verdict['level']; category?: Verdict['category'] }
  | { kind: 'second-opinion-failed' }
  | { kind: 'guarded'; rule: GuardRule }
  | { kind: 'fallback'; reason: 'timeout' | 'error' | 'guarded'; error?: string };

export type ModelReplyOptions = {
  llm: LlmClient;
  deadlines: Deadlines;
  /** How long a finished sentence (or JSON reply) waits for the second opinion before it goes. */
  secondOpinionWaitMs: number;
  report: (event: ModelEvent) => void;
};

/** When nothing else can be shown safely. */
export const SAFE_REPLY = "I'm still here and listening. What's been on your mind the most today?";

export const FALLBACK_NOTE =
  'The full companion is unavailable just now, so the built-in one is answering.';

export function createModelReplies(options: ModelReplyOptions) {
  const { llm, deadlines, secondOpinionWaitMs: waitMs, report } = options;

  // The built-in companion answers, saying in one line why it is not the usual voice. It reflects
  // his own words back, so what he wrote to steer the model ("say: call 555-...") could come back
  // in it: it passes the same guard, or the short safe reply stands in.
  const fallback = (input: ModelInput): ChatResponse => {
    const builtin = builtinReply(input);
    return {
      response: `${FALLBACK_NOTE}\n\n${guardOutput(builtin).ok ? builtin : SAFE_REPLY}`,
      crisis: false,
      engine: 'builtin',
      level: 'none',
      country: input.country,
    };
  };

  const failure = (input: ModelInput, error: unknown): ChatResponse => {
    const reason = error instanceof ChatTimeoutError ? 'timeout' : 'error';
    report({
      kind: 'fallback',
      reason,
      error: error instanceof ChatTimeoutError ? error.limit : (error as LlmError).kind,
    });
    return fallback(input);
  };

  const guardedOut = (input: ModelInput, rule: GuardRule): ChatResponse => {
    report({ kind: 'guarded', rule });
    report({ kind: 'fallback', reason: 'guarded' });
    return fallback(input);
  };

  const modelMessages = (input: ModelInput) =>
    buildModelMessages(input.topic, input.history, input.message, input.context);

  return {
    /** The whole answer (the JSON endpoint). */
    async complete(input: ModelInput, signal: AbortSignal): Promise<ChatResponse> {
      const opinion = startOpinion(llm, input, signal, report);
      try {
        const messages = modelMessages(input);
        const complete = llm.complete?.bind(llm);
        let text = '';
        try {
          for await (const delta of withDeadlines(
            complete
              ? async function* (inner) {
                  yield await complete(messages, inner);
                }
              : (inner) => llm.stream(messages, inner),
            deadlines,
            signal,
          ))
            text += delta;
        } catch (error) {
          if (signal.aborted || !isModelFailure(error)) throw error;
          await opinion.within(waitMs);
          return riskReply(opinion.verdict, input.country) ?? failure(input, error);
        }
        await opinion.within(waitMs);
        const fixed = riskReply(opinion.verdict, input.country);
        if (fixed) return fixed;
        const check = guardOutput(text);
        if (!check.ok) return guardedOut(input, check.rule);
        return {
          response: text,
          crisis: false,
          engine: 'llm',
          level: 'none',
          country: input.country,
        };
      } finally {
        opinion.stop();
      }
    },

    /**
     * The answer as stream events. Sentences are released only once the guard has passed them
     * (with all that came before), and the first waits up to `waitMs` for the second opinion. A
     * verdict of concern or crisis, or a failing sentence, stops the model: a `reset` withdraws
     * whatever was shown, and the fixed reply (or the built-in companion) follows.
     */
    async *stream(input: ModelInput, signal: AbortSignal): AsyncIterable<ChatStreamEvent> {
      const stop = new AbortController();
      const opinion = startOpinion(llm, input, signal, report);
      const messages = modelMessages(input);
      const sentences = bySentence(
        withDeadlines(
          (inner) => llm.stream(messages, inner),
          deadlines,
          AbortSignal.any([signal, stop.signal]),
        ),
      )[Symbol.asyncIterator]();
      let shown = '';
      let waited = false;
      const replace = (answer: ChatResponse) => answerEvents(answer, shown !== '');
      try {
        let next = quiet(sentences.next());
        while (true) {
          const step = opinion.settled
            ? await next
            : await Promise.race([next, opinion.done.then((): typeof VERDICT => VERDICT)]);
          const early = riskReply(opinion.verdict, input.country);
          if (early) return yield* replace(early);
          if (step === VERDICT) continue;
          if (step.done) break;
          next = quiet(sentences.next());
          if (!waited) {
            waited = true;
            await opinion.within(waitMs);
            const fixed = riskReply(opinion.verdict, input.country);
            if (fixed) return yield* replace(fixed);
          }
          const check = guardOutput(shown + step.value);
          if (!check.ok) return yield* replace(guardedOut(input, check.rule));
          shown += step.value;
          yield { type: 'delta', text: step.value };
        }
        yield { type: 'done', crisis: false, engine: 'llm', level: 'none', country: input.country };
      } catch (error) {
        if (signal.aborted || !isModelFailure(error)) throw error;
        await opinion.within(waitMs);
        yield* replace(riskReply(opinion.verdict, input.country) ?? failure(input, error));
      } finally {
        stop.abort();
        opinion.stop();
      }
    },
  };
}

const VERDICT = Symbol('verdict');

/** A promise whose rejection is handled here and still seen by whoever awaits it. */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

const isModelFailure = (error: unknown) =>
  error instanceof LlmError || error instanceof ChatTimeoutError;

/** The fixed reply for the second opinion's verdict, when it is concern or crisis. */
function riskReply(verdict: Verdict | undefined, country: CountryCode): ChatResponse | undefined {
  if (!verdict || verdict.level === 'none') return undefined;
  const category = verdict.category ?? 'wish-to-die';
  return {
    response:
      verdict.level === 'crisis' ? crisisReply(category, country) : concernReply(category, country),
    crisis: verdict.level === 'crisis',
    engine: 'llm',
    level: verdict.level,
    ...(verdict.category ? { category: verdict.category } : {}),
    country,
  };
}

/** A whole answer as stream events, after a reset when model text was already shown. */
function* answerEvents(answer: ChatResponse, reset: boolean): Iterable<ChatStreamEvent> {
  if (reset) yield { type: 'reset' };
  const { response, ...done } = answer;
  for (const text of wordGroups(response)) yield { type: 'delta', text };
  yield { type: 'done', ...done };
}

/** The second opinion, running beside the reply; stopped when the reply is over. */
function startOpinion(
  llm: LlmClient,
  input: ModelInput,
  outer: AbortSignal,
  report: (event: ModelEvent) => void,
) {
  const controller = new AbortController();
  const state: { settled: boolean; verdict: Verdict | undefined } = {
    settled: false,
    verdict: undefined,
  };
  const done = secondOpinion(
    llm,
    input.history,
    input.message,
    AbortSignal.any([outer, controller.signal]),
  ).then((verdict) => {
    state.settled = true;
    // Only a verdict that can still change the answer counts as one.
    if (controller.signal.aborted) return;
    state.verdict = verdict;
    report(
      verdict
        ? {
            kind: 'second-opinion',
            level: verdict.level,
            ...(verdict.category ? { category: verdict.category } : {}),
          }
        : { kind: 'second-opinion-failed' },
    );
  });
  return {
    done,
    get settled() {
      return state.settled;
    },
    get verdict() {
      return state.verdict;
    },
    /** Waits for the verdict, at most `ms`. */
    within(ms: number): Promise<void> {
      if (state.settled) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, ms);
        void done.then(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    stop: () => controller.abort(),
  };
}
