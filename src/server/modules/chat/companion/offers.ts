import { flowsSeen } from './flow-state';
import { flowById, FLOWS, type Flow, type FlowId } from './flows';
import type { Memory } from './memory';
import { onNights } from './shift-sleep';
import type { Talk } from './open-talk';

// Offers: a guided flow (or later a tool) in at most about one reply in five, never in two
// replies close together, never the same flow twice, and only when his words fit it.
const OFFER_MARK = /\/(?:meditation|journal|resources\/modules)\b/;
const ASK: Record<FlowId, string> = {
  'thought-check': 'Want to try it?',
  'problem-solving': 'Shall we?',
  'hard-conversation': 'Want to do that?',
  sleep: 'Want to give it a go?',
  urge: 'Want to try that now?',
  values: 'Fancy giving it a go?',
};
export const offerText = (flow: Flow) =>
  `${flow.offer} ${ASK[flow.id]} (Or we can just keep talking.)`;

function offerBudget(memory: Memory, urgent = false): boolean {
  const replies = memory.botReplies.slice(1);
  const offers = replies
    .map((reply, index) => ({
      index,
      offer: OFFER_MARK.test(reply) || FLOWS.some((f) => reply.includes(f.offer)),
    }))
    .filter((r) => r.offer);
  const turn = replies.length + 1;
  if (turn < 2) return false;
  const last = offers.at(-1);
  // An urge happening right now is offered its exercise without waiting for the usual spacing.
  if (last && turn - (last.index + 1) < 4 && !urgent) return false;
  return offers.length + 1 <= Math.max(1, Math.round(turn / 5));
}

export function offerable(talk: Talk, asked: boolean, wanted?: FlowId): Flow | undefined {
  const { memory, reading, topic } = talk;
  const urgent = /\b(?:right now|now|about to|this minute|tonight)\b/.test(reading.text);
  if (!offerBudget(memory, urgent)) return undefined;
  const seen = flowsSeen(memory.botSaid.length ? memory.botReplies.join('\n') : '');
  if (wanted) return seen.has(wanted) ? undefined : flowById(wanted);
  if (asked) return undefined;
  const fitting = FLOWS.filter(
    (flow) =>
      !seen.has(flow.id) &&
      !(flow.id === 'sleep' && onNights(talk)) &&
      (fitsUndenied(flow, reading.text) || fitsContext(flow, talk)),
  );
  return fitting.find((flow) => flow.topics.includes(topic)) ?? fitting[0];
}

/** "I just want one" fits the urge flow when he has said he is off the drink. */
function fitsContext(flow: Flow, talk: Talk): boolean {
  const { reading, memory } = talk;
  const staying = memory.themes.has('sober') || reading.themes.includes('sober');
  return (
    flow.id === 'urge' &&
    staying &&
    /\b(?:want (?:one|it|a drink|a beer|a pint|a drop)|tempted|craving|one wont hurt)\b/.test(
      reading.text,
    )
  );
}

/** "I'm not going to kick off" does not fit the urge flow. */
function fitsUndenied(flow: Flow, text: string): boolean {
  const match = flow.fits.exec(text);
  if (!match) return false;
  return !/\b(?:not|never|dont|didnt|wont|isnt|no)(?: \w+){0,2} $/.test(
    text.slice(Math.max(0, match.index - 25), match.index),
  );
}
