import type { TopicId } from '@shared/constants/topics';
import type { HistoryItem } from '@shared/contracts/chat';
import { CHAT_HISTORY_MAX } from '@shared/contracts/chat-limits';
import { DEFAULT_COUNTRY, type CountryCode } from '@shared/safety/countries';
import { CRISIS_LINES, unplacedLines } from '@shared/safety/crisis-lines';
import {
  adviceFor,
  answerQuestion,
  answerStatement,
  WHAT_TO_SAY,
  refusesBreathing,
  WHAT_TO_DO,
  asksForHelp,
  asksForBreathing,
  breathingAnswer,
  type Answer,
} from './answers';
import { askedForFlow, turnsItDown } from './asked-for-flow';
import { groundingReply } from './grounding';
import { flowPosition, pendingOffer, recentOffer } from './flow-state';
import { FLOWS, type Flow } from './flows';
import { continueFlow, startFlow } from './guided-flow';
import { aboutSomeoneUnnamed, personWorriedAbout, remember, type Memory } from './memory';
import { NEW_SUBJECT, QUIET_MOMENTS } from './moments';
import { offerable, offerText } from './offers';
import { answerOpenQuestion, namedTalk } from './open-questions';
import { question, reflect, type Talk } from './open-talk';
import { BUILTIN_DISCLOSURE } from './phrases';
import { serviceAnswer } from './services';
import { onNights, SHIFT_SLEEP, shiftSleepAnswer } from './shift-sleep';
import { afterConcernNo, intentionReply, socialReply } from './social';
import { NO, read, YES } from './understand';
import { worriedAboutOther } from './worried-about-someone';

// The built-in companion: what people meet when no model is configured. It listens (reflecting
// what it understood, never his words turned into advice), answers direct questions honestly,
// runs short guided exercises when he wants one, and offers a tool in at most about one reply in
// five. Deterministic for a given message and history, and stateless: a guided flow's place is
// read back from the history (flow-state.ts). The safety gate has answered any risk before this
// runs (safety-gate.ts).

export type CompanionInput = {
  message: string;
  topic?: TopicId | undefined;
  history: HistoryItem[];
  country?: CountryCode | undefined;
  /** His device did not place him in `country`: name no number of ours as his. */
  countryGuessed?: boolean | undefined;
};

function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i += 1) value = Math.imul(value ^ text.charCodeAt(i), 16777619);
  return value >>> 0;
}

function talkFor(input: CompanionInput): Talk {
  return {
    reading: read(input.message),
    memory: remember(input.history),
    topic: input.topic ?? 'other',
    seed: hash(`${input.message}|${input.history.length}`),
    lines: input.countryGuessed
      ? unplacedLines(CRISIS_LINES[input.country ?? DEFAULT_COUNTRY])
      : CRISIS_LINES[input.country ?? DEFAULT_COUNTRY],
    country: input.country ?? DEFAULT_COUNTRY,
    placed: !input.countryGuessed,
  };
}

export function builtinReply(input: CompanionInput): string {
  const talk = talkFor(input);
  const { memory } = talk;
  const parts = respondAfterQuestion(talk, input) ?? respond(talk, input.history);
  // Said once: a history cut to its last items no longer shows the first reply, so a full one
  // means it has been said already.
  const whole = input.history.length < CHAT_HISTORY_MAX;
  const said =
    memory.botSaid.includes('built-in companion') || parts.join(' ').includes('built-in companion');
  if (whole && !said) parts.push(BUILTIN_DISCLOSURE);
  return parts
    .filter((part) => part.trim() !== '')
    .join(' ')
    .replace(/ ?\n\n ?/g, '\n\n')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/**
 * His plain no to the safety gate's question: thanks, then the answer his message before it
 * would have had, worked out from the conversation as it stood then.
 */
function respondAfterQuestion(talk: Talk, input: CompanionInput): string[] | undefined {
  const afterNo = afterConcernNo(talk, input.history);
  if (!afterNo) return undefined;
  if (afterNo.kind === 'despair') return afterNo.parts;
  const his = afterNo.before.at(-1);
  if (!his) return [afterNo.thanks, 'Carry on, I was listening.'];
  const history = afterNo.before.slice(0, -1);
  const earlier = { ...talkFor({ ...input, message: his.text, history }), afterQuestion: true };
  return [afterNo.thanks, ...respond(earlier, history)];
}

// What he said just before an exercise starts, where its first answer may already be.
const saidLately = (history: readonly HistoryItem[], message: string) =>
  [
    ...history
      .filter((item) => item.sender === 'user')
      .slice(-2)
      .map((item) => item.text),
    message,
  ].join(' \n ');

function respond(talk: Talk, history: readonly HistoryItem[]): string[] {
  const { reading } = talk;
  // 5-4-3-2-1, asked for or done unasked: the next step, or the close. Even inside one of the
  // flows: fresh25's boxer answered the wind-down's "what's going round your head?" with "5 things
  // i can see...", and the flow took his grounding for its answers.
  const grounding = groundingReply(reading.text);
  if (grounding) return [grounding];
  const position = flowPosition(history);
  if (position) return continueFlow(position, talk);
  // The wind-down is for a racing mind at night; a man on nights gets the day-sleep basics.
  const start = (flow: Flow) =>
    flow.id === 'sleep' && onNights(talk)
      ? withAnswer(SHIFT_SLEEP, talk)
      : startFlow(flow, saidLately(history, reading.raw));

  // Breathing turned down, whether or not it was offered: said so, and on to what he does want
  // (fresh25: "nah not doing breathing stuff bro. i just wanna figure out what to actually say to
  // her" was given the breathing exercise).
  if (refusesBreathing(reading.text)) {
    const conversation = FLOWS.find((flow) => flow.id === 'hard-conversation');
    if (conversation && WHAT_TO_SAY.test(reading.text))
      return ['Fair enough, no breathing.', ...start(conversation)];
    if (reading.words <= 20) {
      const next = question(talk);
      return next.length
        ? ['Fair enough, no breathing.', ...next]
        : ['Fair enough, no breathing. We can just talk.'];
    }
  }

  const offered = pendingOffer(history);
  const refused = turnsItDown(talk);
  if (offered && !refused && (YES.test(reading.text) || offered.request.test(reading.text)))
    return start(offered);
  const late = recentOffer(history);
  if (
    late &&
    !refused &&
    /\b(?:lets do (?:that|it|this)|lets try (?:that|it)|(?:can|could|shall) we (?:do|try) (?:that|it|this|the list)(?! (?:again|another|later|tomorrow|some other)\b)|(?:ok )?go on then(?! (?:ill|i will|im gonna|im going to|i might|i ll)\b)|lets go|what (?:would|does|will) (?:that|it|this) (?:look like|involve)|how (?:does|would) (?:that|it) work|whats (?:that|the wind down|the thought check) (?:then|like))\b/.test(
      reading.text,
    )
  )
    return start(late);
  const askedFor = refused ? undefined : askedForFlow(talk);
  // "Break it down step by step: what I do before, what I say first" names a conversation, not a
  // problem to solve, though "break it down" is problem solving's own request.
  const named = FLOWS.find((flow) => flow.request.test(reading.text));
  const requested = refused ? undefined : named;
  if (requested && !(askedFor && 'flow' in askedFor && askedFor.flow.id === 'hard-conversation'))
    return start(requested);
  const shiftSleep = shiftSleepAnswer(talk);
  if (shiftSleep) return withAnswer(shiftSleep, talk);
  if (askedFor) return 'flow' in askedFor ? start(askedFor.flow) : [askedFor.menu];
  if (offered && NO.test(reading.text)) return ["No problem, we'll leave it.", ...question(talk)];
  // An exercise turned down in a few words ("that values exercise sounds kinda corny tbh") gets
  // the same plain yes; a longer message goes on to what else he said.
  if (refused && (offered || late || named) && reading.words <= 8)
    return ["Fair enough, we'll leave it.", ...question(talk)];

  const social = socialReply(talk);
  if (social) return social;

  if (asksForBreathing(reading.text)) return [breathingAnswer(talk.memory)];
  if (reading.question || asksForHelp(reading.text)) {
    const answer =
      serviceAnswer(reading, talk.placed ? talk.country : undefined, talk.memory.botSaid) ??
      answerQuestion(reading, talk.memory, talk.lines) ??
      answerOpenQuestion(reading, talk.memory) ??
      ((reading.themes.length > 0 && /\b(?:how|what)\b/.test(reading.text)) ||
      WHAT_TO_SAY.test(reading.text) ||
      (talk.memory.themes.size > 0 && WHAT_TO_DO.test(reading.text))
        ? adviceFor(reading, talk.memory)
        : undefined);
    if (answer) return withAnswer(answer, talk);
    return [unanswered(talk), ...question(talk)];
  }
  const statement = answerStatement(reading, talk.memory) ?? namedTalk(reading, talk.memory);
  if (statement) return withAnswer(statement, talk);

  // Someone else he is worried about: practical steps first, then answers to what follows.
  if (!talk.memory.worriedAbout && aboutSomeoneUnnamed(reading))
    return [
      "That's fine: plenty of men come here worried about someone else. Who is it, and what's been going on with them?",
    ];
  const other = personWorriedAbout(reading, talk.memory.waitingForName);
  const worried = talk.memory.worriedAbout;
  if (other || worried) {
    const answer = worriedAboutOther(talk.memory, reading, talk.lines, Boolean(other), other);
    if (answer) return withAnswer(answer, talk);
  }
  if (
    worried &&
    /\b(?:ill|i will|im going to|i could|i can|i might) (?:text|ring|call|go|see|ask|message|pop|head|talk)\b/.test(
      reading.text,
    )
  ) {
    const answer = worriedAboutOther(talk.memory, reading, talk.lines, false);
    if (answer) return withAnswer(answer, talk);
  }

  const intention = intentionReply(talk);
  if (intention) return intention;
  return openTalk(talk);
}

const asked = (memory: Memory, q: string) => memory.botSaid.includes(q.toLowerCase());

// A question it has no answer for: said plainly, and never the same way twice running.
const UNANSWERED = [
  "That's a fair question, and I'd rather be straight with you than guess: I can't answer it well from here. I can help you think it through, though.",
  "Honestly, I don't know enough to answer that one well, and I'd rather not guess. What's your own gut telling you?",
  "I can't give you a good answer to that from here. You know the people and the situation far better than I do; let's think it through together.",
];
function unanswered(talk: Talk): string {
  return UNANSWERED.find((line) => !asked(talk.memory, line)) ?? UNANSWERED[0]!;
}

function withAnswer(answer: Answer, talk: Talk): string[] {
  const parts = [answer.text];
  const flow = answer.offer ? offerable(talk, true, answer.offer) : undefined;
  if (flow) parts.push(offerText(flow));
  else if (answer.question && !asked(talk.memory, answer.question)) parts.push(answer.question);
  return parts;
}

function openTalk(talk: Talk): string[] {
  const reflection = reflect(talk);
  const parts = [reflection];
  // He changes the subject: go with him.
  if (NEW_SUBJECT.test(talk.reading.text) && !QUIET_MOMENTS.has(reflection))
    parts.unshift("Sure, let's go there.");
  const flow = offerable(talk, false);
  if (flow) parts.push(offerText(flow));
  else if (!QUIET_MOMENTS.has(reflection) && !reflection.endsWith('?'))
    parts.push(...question(talk));
  return parts;
}
