import type { HistoryItem } from '@shared/contracts/chat';
import { FLOWS, type Flow } from './flows';

// Where a guided flow stands, read back from the history the client sends (the server is
// stateless). Only the companion's own fixed sentences count, so nothing he types can move a flow.

export type FlowPosition = {
  flow: Flow;
  /** The step whose prompt ended the last reply: his message answers it. */
  step: number;
  /** The last reply asked the step's second wording already. */
  usedAlt: boolean;
  /** His answers so far, by step (a later answer to the same step wins). */
  answers: (string | undefined)[];
};

/**
 * How the companion opens a reply to a message that did not answer the step: a refusal, an aside,
 * "no idea". His message before such a reply is not his answer, so it stays out of the journal
 * summary ("What helps me settle: no not leaving my phone downstairs", fresh21).
 */
export const NOT_AN_ANSWER = {
  refused: "Fair enough, that's your call.",
  blank: "That's fine, we can leave that one blank.",
  aside: 'Noted; we can come back to that.',
  joke: 'Ha, fair enough.',
} as const;
const notAnAnswer = (reply: string) =>
  Object.values(NOT_AN_ANSWER).some((opening) => reply.startsWith(opening));

/**
 * The step his answer belongs to: the one asked, unless it plainly answers a later one (that
 * step's `claims`), as "what i want him to know is..." answers "what should they hear" even when
 * "who is it with" was asked (fresh22's coach, whose whole plan then ran a step behind).
 */
export function claimedStep(flow: Flow, asked: number, text: string): number {
  const said = ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/'/g, '')}`;
  if (flow.steps[asked]?.claims?.test(said)) return asked;
  const later = flow.steps.findIndex((step, i) => i > asked && step.claims?.test(said));
  return later > asked ? later : asked;
}

function stepIn(text: string, flow: Flow): { step: number; alt: boolean } | undefined {
  for (let step = flow.steps.length - 1; step >= 0; step -= 1) {
    const { prompt, alt } = flow.steps[step]!;
    if (text.includes(prompt)) return { step, alt: false };
    if (text.includes(alt)) return { step, alt: true };
  }
  return undefined;
}

const lastBotIndex = (history: readonly HistoryItem[]) => {
  for (let i = history.length - 1; i >= 0; i -= 1) if (history[i]?.sender === 'bot') return i;
  return -1;
};

/** The flow waiting for his answer, if the last reply was one of its steps. */
export function flowPosition(history: readonly HistoryItem[]): FlowPosition | undefined {
  const last = lastBotIndex(history);
  const lastText = history[last]?.text;
  if (!lastText) return undefined;
  for (const flow of FLOWS) {
    const current = stepIn(lastText, flow);
    if (!current) continue;
    // This run of the flow began at the last reply holding its introduction.
    let start = 0;
    for (let i = last; i >= 0; i -= 1) {
      if (history[i]?.sender === 'bot' && history[i]?.text.includes(flow.intro)) {
        start = i;
        break;
      }
    }
    const answers: (string | undefined)[] = [];
    for (let i = start; i < last; i += 1) {
      const item = history[i];
      const next = history[i + 1];
      if (item?.sender !== 'bot' || next?.sender !== 'user') continue;
      const asked = stepIn(item.text, flow);
      const reply = history[i + 2];
      if (asked && !(reply?.sender === 'bot' && notAnAnswer(reply.text)))
        answers[claimedStep(flow, asked.step, next.text)] = next.text;
    }
    // A step answered before the flow began was said back in the reply that started it.
    flow.steps.forEach(({ known }, i) => {
      if (!known || answers[i] !== undefined) return;
      const said = history[start]?.text;
      answers[i] = said ? known.read(said) : undefined;
    });
    return { flow, step: current.step, usedAlt: current.alt, answers };
  }
  return undefined;
}

/** The flow offered in the last reply, waiting for a yes or a no. */
export function pendingOffer(history: readonly HistoryItem[]): Flow | undefined {
  const lastText = history[lastBotIndex(history)]?.text ?? '';
  return FLOWS.find((flow) => lastText.includes(flow.offer));
}

/**
 * An offer made up to three replies back, for a plain "yeah let's do that" that comes late: "you
 * asked what matters to me. can we do that properly" came three replies after the values check
 * was offered (fresh17's retired builder, told "I can't answer it well").
 */
export function recentOffer(history: readonly HistoryItem[]): Flow | undefined {
  const replies = history.filter((item) => item.sender === 'bot').slice(-3);
  const text = replies.map((item) => item.text).join('\n');
  const started = FLOWS.some((flow) => text.includes(flow.intro));
  return started ? undefined : FLOWS.find((flow) => text.includes(flow.offer));
}

/** Every flow already offered or run in this conversation (never offered twice). */
export function flowsSeen(botText: string): Set<string> {
  return new Set(
    FLOWS.filter((flow) => botText.includes(flow.offer) || botText.includes(flow.intro)).map(
      (flow) => flow.id,
    ),
  );
}
