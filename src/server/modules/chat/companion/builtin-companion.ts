import type { TopicId } from '@shared/constants/topics';
import { CHAT_HISTORY_MAX, type HistoryItem } from '@shared/contracts/chat';
import { DEFAULT_COUNTRY, type CountryCode } from '@shared/safety/countries';
import { CRISIS_LINES } from '@shared/safety/crisis-lines';
import {
  adviceFor,
  answerQuestion,
  answerStatement,
  asksForHelp,
  BREATHING,
  breathingAnswer,
  worriedAboutOther,
  type Answer,
} from './answers';
import { answerOpenQuestion, namedTalk } from './open-questions';
import { fixedReplyOf } from '@shared/safety/fixed-replies';
import { checkMessage } from '@shared/safety/risk-check/check-message';
import {
  flowPosition,
  flowsSeen,
  pendingOffer,
  recentOffer,
  type FlowPosition,
} from './flow-state';
import { flowById, FLOWS, type Flow, type FlowId } from './flows';
import { otherAtRisk, remember, type Memory } from './memory';
import { NEW_SUBJECT, QUIET_MOMENTS } from './moments';
import { chooseQuestion, openingOf, reflect, type Talk } from './open-talk';
import { BUILTIN_DISCLOSURE } from './phrases';
import { NO, normalize, read, SENSITIVE, STOP, UNSURE, YES } from './understand';

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
};

function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i += 1) value = Math.imul(value ^ text.charCodeAt(i), 16777619);
  return value >>> 0;
}

export function builtinReply(input: CompanionInput): string {
  const reading = read(input.message);
  const memory = remember(input.history);
  const talk: Talk = {
    reading,
    memory,
    topic: input.topic ?? 'other',
    seed: hash(`${input.message}|${input.history.length}`),
    lines: CRISIS_LINES[input.country ?? DEFAULT_COUNTRY],
  };
  const parts = respond(talk, input.history);
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

function respond(talk: Talk, history: readonly HistoryItem[]): string[] {
  const { reading } = talk;
  const position = flowPosition(history);
  if (position) return continueFlow(position, talk);

  const offered = pendingOffer(history);
  if (offered && (YES.test(reading.text) || offered.request.test(reading.text)))
    return startFlow(offered);
  const late = recentOffer(history);
  if (
    late &&
    /\b(?:lets do (?:that|it|this)|lets try (?:that|it)|ok go on then|go on then|lets go|what (?:would|does|will) (?:that|it|this) (?:look like|involve)|how (?:does|would) (?:that|it) work|whats (?:that|the wind down|the thought check) (?:then|like))\b/.test(
      reading.text,
    )
  )
    return startFlow(late);
  const requested = FLOWS.find((flow) => flow.request.test(reading.text));
  if (requested) return startFlow(requested);
  if (offered && NO.test(reading.text)) return ["No problem, we'll leave it.", ...question(talk)];

  const afterNo = afterConcernNo(talk, history);
  if (afterNo) return afterNo;

  const social = socialReply(talk);
  if (social) return social;

  if (BREATHING.test(reading.text)) return [breathingAnswer(talk.memory)];
  if (reading.question || asksForHelp(reading.text)) {
    const answer =
      answerQuestion(reading, talk.memory, talk.lines) ??
      answerOpenQuestion(reading, talk.memory) ??
      (reading.themes.length > 0 && /\b(?:how|what)\b/.test(reading.text)
        ? adviceFor(reading, talk.memory)
        : undefined);
    if (answer) return withAnswer(answer, talk);
    return [
      "That's a fair question, and I'd rather be straight with you than guess: I can't answer it well from here. I can help you think it through, though.",
      ...question(talk),
    ];
  }
  const statement = answerStatement(reading, talk.memory) ?? namedTalk(reading, talk.memory);
  if (statement) return withAnswer(statement, talk);

  // Someone else he is worried about: practical steps first, then answers to what follows.
  const other = otherAtRisk(reading);
  const worried = talk.memory.worriedAbout;
  if (other || worried) {
    const answer = worriedAboutOther(talk.memory, reading, talk.lines, Boolean(other));
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

// His plain "no" to the safety gate's question: said thanks for, then back to what he was saying
// before it, by way of a question about that message rather than a stock one.
const PLAIN_NO =
  /^ (?:no|nah|nope|naw|god no|hell no|not at all|no way|definitely not|of course not)\b(?!.*\b(?:but|maybe|sometimes|not sure|idk|kind of|kinda|sort of)\b)/;

const DESPAIR_WORDS =
  /\b(?:whats the point|no point|point (?:in|of) (?:anything|it all|living|going on|me)|end it|ending it|give up on (?:everything|life)|no way out|better off (?:without|if i|with)|disappear|a burden|insurance|not be here|not wake up|cant go on|done with (?:it all|everything|life))\b/;

function afterConcernNo(talk: Talk, history: readonly HistoryItem[]): string[] | undefined {
  const last = [...history].reverse().find((item) => item.sender === 'bot');
  if (!last || fixedReplyOf(last.text)?.kind !== 'concern') return undefined;
  if (!PLAIN_NO.test(talk.reading.text)) return undefined;
  const before = talk.memory.earlier.at(-1);
  // What set the question off read as despair in its own words ("better off with the insurance
  // money"): his no is taken, and the thought itself is not passed over in one line.
  const named =
    before !== undefined &&
    checkMessage(before.raw).level !== 'none' &&
    DESPAIR_WORDS.test(before.text);
  if (named)
    return [
      `Thank you for telling me straight. Thoughts like that can turn up when a lot is piling on, and saying them out loud, like you just did, is a good thing. If they ever get louder, ${talk.lines.mainLine}, any time.`,
    ];
  const back = before ? chooseQuestion({ ...talk, reading: before }) : undefined;
  return [
    "Okay, good. Thanks for answering straight; I ask because it matters, not because I'd assumed the worst.",
    back ? `Back to what you were saying: ${lowerFirst(back)}` : 'Carry on, I was listening.',
  ];
}

const lowerFirst = (text: string) =>
  /^(?:I|I'm|I've)\b/.test(text) ? text : `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

// "I'll book it", "going to try now", "that could work": a step he has chosen gets backed, and
// then one question about what might get in its way (asked once a conversation).
const ACTIONS =
  '(?:sit|practi[sc]e|rehearse|say|mute|unfollow|delete|apply|email|pack|cut|stop|quit|try|do|give|have a|book|ring|call|text|ask|go|see|talk|write|put|look|start|tell|join|block|sort|make|speak|message|chase|check|take|head|walk|read)';
const INTENTION = new RegExp(
  String.raw`\b(?:ill|i will|im going to|im gonna|i could|i might|maybe ill|i can|i should|ill try to|lets see if i can) (?:(?:just|probably|definitely|maybe|really|actually) ){0,2}${ACTIONS}\b|\b(?:that|it|this) (?:could|might|would|should) work\b|\b(?:sleep on it|not tonight|leave it (?:till|until) (?:the )?(?:morning|tomorrow)|keep it short)\b|\b(?:(?:oughta|ought to|need to|should probably) (?:get|go|see|call|ring|book|tell|talk)|get (?:it|that|this|myself) checked|(?:doc|doctor|gp) first|(?<!how )to start(?: with| off)?(?= ?[.!,]| $)|swap (?:for|to|them|it)|cut (?:down|back) to)\b|(?:^ |[.!,] )(?:(?:ok|okay|yeah|ya|yep|aye|maybe|right|alright|fair|sure|cool|spose|suppose|i guess|so)[.,]? )*(?:(?:going to|gonna|might|may|will|could) (?:just )?${ACTIONS}\b|${ACTIONS} (?:it|them|that|him|her|the|a|my|now|tonight|tomorrow)\b|(?:going|heading|off) out\b)`,
);
const BARRIER = 'What might get in the way, and what would you do if it did?';

/** A word of backing for the step he names in a goodbye, if he names one. */
function planBacking(talk: Talk): string | undefined {
  if (!INTENTION.test(talk.reading.text)) return undefined;
  return specificBacking(talk.reading.text) ?? 'That sounds like a good plan.';
}

function specificBacking(t: string): string | undefined {
  return /\b(?:gp|doc|doctor|book|appointment|checked)\b/.test(t)
    ? 'Good. Booking it is often the hardest part. If you tend to clam up in there, jot a few lines down to take with you.'
    : /\b(?:breath\w*|try (?:it |that )?now)\b/.test(t)
      ? 'Go for it. Slow and steady, with the out-breath a little longer than the in-breath.'
      : /\bwrit\w* (?:it|them|that|things|the \w+|a \w+) (?:all )?down\b/.test(t)
        ? 'Good call. Getting it onto paper tells your brain it does not have to keep holding it.'
        : undefined;
}

function intentionReply(talk: Talk): string[] | undefined {
  const { reading, memory } = talk;
  if (
    reading.question ||
    !INTENTION.test(reading.text) ||
    /\bi (?:can|could) tell (?:that|shes|hes|theyre|im|she|he|they|its|by)\b/.test(reading.text)
  )
    return undefined;
  const t = reading.text;
  const specific = specificBacking(t);
  const parts = [
    specific && !memory.botSaid.includes(specific.toLowerCase())
      ? specific
      : fresh(talk, [
          "That's a good step. It doesn't need to go perfectly to count.",
          'Sounds like a plan. Small and doable beats big and perfect.',
          'Good. Notice how it goes; that tells you something either way.',
        ]),
  ];
  if (!memory.botSaid.includes(BARRIER.toLowerCase())) parts.push(BARRIER);
  return parts;
}

/** Greetings, thanks, goodbyes and one-word replies. */
function socialReply(talk: Talk): string[] | undefined {
  const { text } = talk.reading;
  const pick = (options: readonly string[]) => options[talk.seed % options.length] as string;
  if (
    /\b(?:bye|goodnight|good night|gotta go|got to go|have to go|need to go|signing off|speak later|talk later|night all|nighty|night mate)\b|[ .,]night[ .!]*$/.test(
      text,
    )
  ) {
    return [
      pick([
        'Take care of yourself. Come back any time, whether to talk or to run through one of the exercises.',
        'Thanks for talking it through. Look after yourself, and come back whenever you want to.',
      ]),
    ];
  }
  const thanks =
    /\b(?:thanks|thank you|thx|ty|cheers|ta|preciate it|appreciated|nice one|appreciate it|appreciate that|that helps|that helped|helpful|useful)\b/.exec(
      text,
    );
  // Thanks that ends what he says is a goodbye, however long the message: answer it as one, and
  // back the plan he names on the way out ("might write the list down. cheers mate").
  const lastWords =
    text.trim().split(' ').length -
    text
      .slice(0, thanks?.index ?? 0)
      .trim()
      .split(' ').length;
  if (thanks && (talk.reading.words <= 12 || lastWords <= 6)) {
    const plan = talk.reading.words > 10 ? planBacking(talk) : undefined;
    const unjudged = /\bjudg|\bnot (?:lecturing|preaching|telling me off|saying|going on)/.test(
      text,
    );
    return [
      ...(plan ? [plan] : []),
      unjudged
        ? 'You know your own life better than anyone, so no lectures from me. Talking it through like this is a strong move, not a weak one.'
        : pick([
            "Glad it helped. I'm here whenever you want to pick it up again.",
            "Good. Thanks for being straight about it; that's not easy. I'm here if you want to carry on.",
            'Glad that was useful. Come back to it whenever you need to.',
          ]),
    ];
  }
  if (
    /^ (?:hi|hey|hello|yo|sup|hiya|alright|evening|morning)\b[ !.]*(?:mate|there|steady)?[ !.]*$/.test(
      text,
    )
  ) {
    return [pick(['Hey, good to have you here.', 'Hey. Glad you stopped by.']), ...question(talk)];
  }
  if (
    YES.test(text) ||
    /^ (?:ok|okay|fair|ok fair|fair enough|right|true|yeah fair|maybe|hmm|mm|ah|ahh|k)[ .!]*$/.test(
      text,
    )
  ) {
    return [
      fresh(talk, ['Okay.', 'Right.', 'Fair enough.', 'Makes sense.']),
      ...question(talk, true),
    ];
  }
  if (UNSURE.test(text) || NO.test(text)) {
    return [
      fresh(talk, [
        "That's okay; it doesn't need to be clear to talk about it.",
        'No pressure. We can go slowly.',
        "That's fine. Sometimes it's hard to know where to start.",
      ]),
      ...question(talk, true),
    ];
  }
  return undefined;
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

function question(talk: Talk, continuing = false): string[] {
  const q = chooseQuestion(talk, continuing);
  return q ? [q] : [];
}

const asked = (memory: Memory, q: string) => memory.botSaid.includes(q.toLowerCase());

/** The first candidate whose opening words have not been used yet in this conversation. */
export function fresh(talk: Talk, candidates: readonly string[]): string {
  const used = new Set(talk.memory.botReplies.map(openingOf));
  const unused = candidates.filter((c) => !used.has(openingOf(c)));
  const from = unused.length > 0 ? unused : candidates;
  return from[talk.seed % from.length] as string;
}

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
const offerText = (flow: Flow) => `${flow.offer} ${ASK[flow.id]} (Or we can just keep talking.)`;

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

function offerable(talk: Talk, asked: boolean, wanted?: FlowId): Flow | undefined {
  const { memory, reading, topic } = talk;
  const urgent = /\b(?:right now|now|about to|this minute|tonight)\b/.test(reading.text);
  if (!offerBudget(memory, urgent)) return undefined;
  const seen = flowsSeen(memory.botSaid.length ? memory.botReplies.join('\n') : '');
  if (wanted) return seen.has(wanted) ? undefined : flowById(wanted);
  if (asked) return undefined;
  const fitting = FLOWS.filter(
    (flow) => !seen.has(flow.id) && (fitsUndenied(flow, reading.text) || fitsContext(flow, talk)),
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

function startFlow(flow: Flow): string[] {
  return [flow.intro, flow.steps[0]!.prompt];
}

const cleanAnswer = (answer: string | undefined): string => {
  if (!answer) return 'not sure yet';
  if (SENSITIVE.test(normalize(answer))) return 'what happened';
  const flat = answer
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'")
    .replace(/[\s.!,;:]+$/, '')
    .replace(/\. (?=\S)/g, ', ')
    .trim();
  return flat.length > 140 ? `${flat.slice(0, 137).replace(/\s+\S*$/, '')}...` : flat;
};

function continueFlow(position: FlowPosition, talk: Talk): string[] {
  const { flow, step, usedAlt, answers } = position;
  const { reading } = talk;
  const current = flow.steps[step]!;
  if (STOP.test(reading.text)) {
    return [
      "Sure, we'll leave that there. We can come back to it any time.",
      ...question(talk, true),
    ];
  }
  const side = reading.question
    ? answerQuestion(reading, talk.memory, talk.lines, true)
    : undefined;
  if (side)
    return [
      side.text,
      usedAlt ? 'Back to where we were:' : '',
      ...nextStep(position, talk, usedAlt),
    ];
  if (UNSURE.test(reading.text)) {
    if (!usedAlt) return ['No rush; a rough answer is fine.', current.alt];
    return ["That's fine, we can leave that one blank.", ...nextStep(position, talk, true)];
  }
  answers[step] = reading.raw;
  return nextStep({ ...position, answers }, talk, false);
}

/** The next step's prompt, or the summary when the flow is done. */
function nextStep(position: FlowPosition, talk: Talk, skipped: boolean): string[] {
  const { flow, step, answers } = position;
  const parts: string[] = [];
  const ack = flow.steps[step]!.acks;
  if (!skipped && ack.length > 0) parts.push(ack[talk.seed % ack.length]!);
  let next = step + 1;
  while (next < flow.steps.length && flow.steps[next]!.skipIf?.(answers)) next += 1;
  if (next < flow.steps.length) {
    parts.push(flow.steps[next]!.prompt);
    return parts;
  }
  const summary = flow.summary(
    flow.steps.map((s, i) =>
      answers[i] === undefined && s.skipIf?.(answers) ? '' : cleanAnswer(answers[i]),
    ),
  );
  parts.push(
    `That's ${flow.name} done. Here's a one-line summary you can copy into your journal:\n\n${summary}\n\n${flow.closing} We can keep talking about it, or leave it there for now.`,
  );
  return parts;
}
