import { answerQuestion, asksForHelp } from './answers';
import { answerOpenQuestion } from './open-questions';
import { serviceAnswer } from './services';
import { claimedStep, NOT_AN_ANSWER, type FlowPosition } from './flow-state';
import { BLANK, type Flow } from './flows';
import { question, type Talk } from './open-talk';
import { GOODBYE } from './social';
import { normalize, QUESTION_START, SENSITIVE, STOP, UNSURE } from './understand';

// Running a guided exercise (flows.ts) once it has started: each step's answer is kept from the
// history, a side question is answered without losing the place, and the last step gives the
// one-line summary for his journal.

const ASIDE =
  /^ (?:(?:also|and|oh|ok|anyway|right|here|so|totally|completely|slightly|bit of a),? )*(?:side note|sidenote|btw|by the way|random(?: question| thing| but)?|diff?e?rent thing|another thing|off topic|unrelated|totally unrelated|on another note|change of subject|chang(?:e|ing) (?:the )?subject|oh and|also did you)\b/;

// Taken back as he says it: "anyway the reds were shocking last night werent they. sorry. dont
// know why i said that" (fresh23's problem solving recorded the reds as his plan).
const WANDERED =
  /\b(?:(?:dont|dunno|no idea|not sure)(?: know)? why i (?:said|typed|wrote|brought up) (?:that|it)|ignore (?:that|me|that last bit)|forget i said (?:that|it)|where was i|lost my train of thought)\b/;

// An aside laughed along with only when he is laughing: "unrelated but my supervisor asked if im
// 'really' hurt" and "i keep making excuses. dont even know why" were answered "Ha, fair enough"
// (fresh21's readers: dismissive).
const LAUGHING = /\b(?:lol|lmao|haha\w*|ha ha|rofl)\b|[😂🤣😆]/u;

// "no not leaving my phone downstairs. feels wrong in case they ring" (fresh21's NICU dad, told
// "Good. Keep... the phone out of reach", and the refusal put in his journal summary as what helps
// him settle): a step turned down is his call, not his answer.
const REFUSES_STEP =
  /^ (?:(?:no|nah|nope)\b(?: \w+){0,2} (?:not|wont|cant|dont|im not|i wont|i cant|i dont)\b|(?:im not|i wont|i cant|i dont|not) (?:doing|leaving|putting|going to|gonna|do|leave|put|turn|switching|giving)\b)/;

// Thanks in the last few words of a longer message.
const THANKS_AT_END =
  /\b(?:thanks|thank you|thank u|cheers|ta|appreciate it)\b(?:,? \w+){0,6}[ .!]*$/;

/**
 * The flow's introduction and first question; a first question he has already answered ("I
 * need to tell my wife") is said back instead of asked, and the next one follows.
 */
export function startFlow(flow: Flow, said = ''): string[] {
  const [first, second] = flow.steps;
  const found = first?.known?.find(said);
  if (first?.known && found && second) return [flow.intro, first.known.say(found), second.prompt];
  return [flow.intro, first!.prompt];
}

// Sentences that are not his answer: an aside, thanks on the way out ("anyway did you see stoke
// at the weekend. actually dont answer that. cheers for this, gonna draft the email now").
const NOT_THE_ANSWER =
  /^(?:anyway |actually |oh |also )*(?:did (?:you|u|ya) (?:see|watch|catch)|dont answer that|side ?note|btw|by the way|cheers|thanks|thank you|ta|nice one)\b/i;

// "1 say nothing 2 ask for a smaller patch 3 quit": a bare "quit" or "stop" inside a longer answer
// is part of the answer; said alone, or as "can we stop", it ends the exercise.
function wantsToStop(text: string, words: number): boolean {
  const match = STOP.exec(text);
  if (!match) return false;
  return (
    words <= 4 ||
    !/^(?:stop|quit|exit|cancel)$/.test(match[0]) ||
    /\b(?:can we|lets|i want to|wanna) (?:just )?(?:stop|quit)\b/.test(text)
  );
}

/** His message without the clauses that are not his answer (asides, thanks). */
function answerPart(message: string): string {
  return message
    .split(/(?<=[.!?])\s+/)
    .flatMap((sentence) => {
      const clauses = sentence.split(/,\s*/);
      const rest = clauses.filter((clause) => !NOT_THE_ANSWER.test(clause.trim()));
      return rest.length ? [rest.join(', ')] : [];
    })
    .join(' ')
    .trim();
}

// Back from the aside to the step: "random but the broncos were shocking. anyway, a shower helps".
// Without it the sentences after an aside carry on with the aside ("random but my lad wants new
// boots. 90 quid. cheeky sod" put "90 quid" in the summary as what helps him settle).
const BACK_TO_IT =
  /^(?:anyway|anyways|but yeah|but anyway|back to (?:it|that|your question)|as for|to answer)\b/i;

/** What follows an aside's opening sentence, when he comes back to the step ("" when not). */
const afterAside = (message: string) => {
  const rest = message
    .split(/(?<=[.!?])\s+/)
    .slice(1)
    .join(' ')
    .trim();
  // "btw did you watch the rugby. cheers for this anyway, ill email my manager tomorrow": thanks
  // or a word back to the step, then the answer.
  if (NOT_THE_ANSWER.test(rest)) return answerPart(rest);
  return BACK_TO_IT.test(rest)
    ? answerPart(rest.replace(BACK_TO_IT, '').replace(/^[\s,.:]+/, ''))
    : '';
};
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

// The summary reads his answers back from the history, so it trims them as the reply did: an
// aside's opening sentence is not his answer (fresh19's taxi driver had his boy's football boots
// in his journal line as "what helps me settle").
const cleanAnswer = (answer: string | undefined): string => {
  if (!answer) return BLANK;
  if (SENSITIVE.test(normalize(answer))) return 'what you told me';
  if (ASIDE.test(normalize(answer))) {
    const after = afterAside(answer);
    if (words(after) < 3) return BLANK;
    answer = after;
  }
  const flat = (answerPart(answer) || answer)
    .replace(/\s+/g, ' ')
    // "right. ill ring them monday" is "ill ring them monday" in his journal.
    .replace(/^(?:(?:right|ok|okay|so|well|yeah|aye|alright)[,.!]?\s+)+/i, '')
    .replace(/"/g, "'")
    .replace(/[\s.!,;:]+$/, '')
    .replace(/\. (?=\S)/g, ', ')
    .trim();
  return flat.length > 140 ? `${flat.slice(0, 137).replace(/\s+\S*$/, '')}...` : flat;
};

export function continueFlow(position: FlowPosition, talk: Talk): string[] {
  const { flow, step, usedAlt, answers } = position;
  const { reading } = talk;
  const current = flow.steps[step]!;
  // "The dog is staring at me, it's walk time. Thank you, this was better than I expected":
  // thanks at the end is him leaving, and the exercise can wait.
  if (THANKS_AT_END.test(reading.text) && reading.words >= 8) {
    // "right. ill phone them thursday. and ill tell senga. cheers" answers the last step on the
    // way out (fresh18's gardener was told "we can pick this up", and got no summary).
    const answer = answerPart(reading.raw);
    if (step === flow.steps.length - 1 && words(answer) >= 4) {
      answers[step] = answer;
      return nextStep({ ...position, answers }, talk, false);
    }
    return [
      "Glad it helped. Go on, and we can pick this up where we left off whenever you're back.",
    ];
  }
  // "Mam's shouting up the stairs, talk later": he has to go, and the exercise waits for him.
  if (GOODBYE.test(reading.text)) {
    return ["No bother, go. We can pick this up where we left off whenever you're back."];
  }
  if (wantsToStop(reading.text, reading.words)) {
    return [
      "Sure, we'll leave that there. We can come back to it any time.",
      ...question(talk, true),
    ];
  }
  // "...stays between us right?" asks even though its question mark is a tag.
  const asking = reading.question || asksForHelp(reading.text);
  const side = asking
    ? (answerQuestion(reading, talk.memory, talk.lines, true) ??
      serviceAnswer(reading, talk.placed ? talk.country : undefined, talk.memory.botSaid) ??
      answerOpenQuestion(reading, talk.memory))
    : undefined;
  // The step is asked again, not acknowledged as answered: "do you know anything about carers
  // allowance?" mid-exercise was followed by "Good. Putting space between you and it is half the
  // work." (fresh17's carer), as if the question had been his answer.
  // Asked in its other wording, so no question is asked twice; a second side question moves on.
  if (side)
    return usedAlt
      ? [side.text, 'Back to where we were:', ...nextStep(position, talk, true)]
      : [side.text, 'Back to where we were:', current.alt];
  // "Side note, did you see the game": an aside, not his answer to the step (which would end up
  // in his journal summary).
  // The sentence an aside opens is not his answer, however long ("also random but the broncos
  // were shocking" is not what helps him settle); an answer after it counts when he comes back.
  const wandered = WANDERED.test(reading.text);
  if (ASIDE.test(reading.text) || wandered) {
    const after = wandered ? '' : afterAside(reading.raw);
    // "changing subject but is it daft that im scared of the treadmill bit?" (fresh21) is a
    // question, not his pick of an option.
    if (asking) return questionHeld(current, usedAlt);
    if (words(after) >= 3) {
      answers[step] = after;
      return nextStep({ ...position, answers }, talk, false);
    }
    const heard = LAUGHING.test(reading.text) ? NOT_AN_ANSWER.joke : NOT_AN_ANSWER.aside;
    if (!usedAlt) return [`${heard} Back to it:`, current.alt];
    return [heard, ...nextStep(position, talk, true)];
  }
  if (REFUSES_STEP.test(reading.text)) {
    return [NOT_AN_ANSWER.refused, ...nextStep(position, talk, true)];
  }
  // A question it has no answer for is still not his answer to the step: "should i write it down
  // first?" and "is it worth me going to occ health?" ended up in fresh18's journal summaries.
  // "offender manager said maybe family mediation. should i do that or is that just more people
  // judging me" (fresh23) asks in its last sentence, and went into his summary as the "when".
  if (
    asking &&
    (QUESTION_START.test(reading.text) || QUESTION_START.test(lastSentence(reading.text)))
  )
    return questionHeld(current, usedAlt);
  if (UNSURE.test(reading.text)) {
    if (!usedAlt) return ['No rush; a rough answer is fine.', current.alt];
    return [NOT_AN_ANSWER.blank, ...nextStep(position, talk, true)];
  }
  const target = claimedStep(flow, step, reading.raw);
  answers[target] = reading.raw;
  return nextStep({ ...position, step: target, answers }, talk, false);
}

const lastSentence = (text: string) =>
  ` ${
    text
      .split(/[.!?|]/)
      .filter((part) => part.trim())
      .at(-1)
      ?.trim() ?? ''
  } `;

function questionHeld(current: Flow['steps'][number], usedAlt: boolean): string[] {
  return [
    "Good question. Hold on to it and ask me again once we've finished this, so it doesn't get lost in the middle. For now:",
    usedAlt ? current.prompt : current.alt,
  ];
}

/** The next step's prompt, or the summary when the flow is done. */
function nextStep(position: FlowPosition, talk: Talk, skipped: boolean): string[] {
  const { flow, step, answers } = position;
  const parts: string[] = [];
  const { acks, ackFor } = flow.steps[step]!;
  const fitted = skipped ? undefined : ackFor?.(answers[step] ?? '');
  if (fitted) parts.push(fitted);
  else if (!skipped && acks.length > 0) parts.push(acks[talk.seed % acks.length]!);
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
