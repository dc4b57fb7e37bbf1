import { LlmError } from './llm-client';

export class ChatTimeoutError extends Error {
  override name = 'ChatTimeoutError';
  constructor(
    readonly limit: 'idle' | 'total',
    message: string,
  ) {
    super(message);
  }
}

export type Deadlines = {
  /** The model must produce its first token, and each next one, within this (`LLM_TIMEOUT_MS`). */
  idleMs: number;
  /** The whole reply must be done within this, however steadily it trickles (`LLM_TOTAL_TIMEOUT_MS`). */
  totalMs: number;
};

/**
 * The model's deltas, given up on when it stays silent for `idleMs` or the whole reply takes longer
 * than `totalMs`: the upstream request is aborted then, or when `outer` fires (the browser went
 * away, or the reply was stopped). Any other failure becomes an LlmError.
 */
export async function* withDeadlines(
  source: (signal: AbortSignal) => AsyncIterable<string>,
  deadlines: Deadlines,
  outer: AbortSignal,
): AsyncIterable<string> {
  const controller = new AbortController();
  const idle = new ChatTimeoutError('idle', `model was silent for ${deadlines.idleMs} ms`);
  const total = new ChatTimeoutError('total', `model reply took over ${deadlines.totalMs} ms`);
  let idleTimer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => controller.abort(idle), deadlines.idleMs);
  };
  const totalTimer = setTimeout(() => controller.abort(total), deadlines.totalMs);
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
    const reason: unknown = controller.signal.reason;
    if (reason === idle || reason === total) throw reason;
    if (outer.aborted) throw outer.reason;
    throw error instanceof LlmError ? error : new LlmError('network', 'model failed');
  } finally {
    clearTimeout(idleTimer);
    clearTimeout(totalTimer);
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
