import { findTopic, type ResourceModuleSlug, type TopicId } from '@shared/constants/topics';
import type { HistoryItem } from '@shared/contracts/chat';
import { FEELINGS, MODULE_TITLES, SITUATIONS, type Feeling, type Situation } from './lexicon';
import { reflectClause } from './reflect';
import { adviceFor, BUILTIN_DISCLOSURE, GENERIC_QUESTIONS, TOPIC_QUESTIONS } from './phrases';

// The built-in companion: supportive listening without a model. Each reply reflects what he said
// (his own words where possible, else the feeling and situation it recognises), offers at most one
// of the app's tools when it fits, and ends with one open question he has not been asked yet.
// Deterministic for a given message and history, so tests and e2e are stable.

export type CompanionInput = { message: string; topic?: TopicId; history: HistoryItem[] };

const normalize = (text: string) => text.toLowerCase().replace(/[’‘']/g, '');

function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i += 1) value = Math.imul(value ^ text.charCodeAt(i), 16777619);
  return value >>> 0;
}

const pick = <T>(items: readonly T[], seed: number): T => items[(seed >>> 0) % items.length] as T;

// Feelings said about someone else ("her getting angry") are not his.
const OTHER_PERSON =
  /\b(?:she|he|her|him|they|them|his|boss|wife|girlfriend|partner|dad|mum|mom)(?: \w+){0,2} $/;

// Each feeling's pattern made global once, to walk every mention of it in a message.
const EVERY_MENTION = new Map(
  FEELINGS.map((f) => [f, new RegExp(f.pattern.source, `${f.pattern.flags.replace('g', '')}g`)]),
);

function feels(text: string, feeling: Feeling): boolean {
  // Most feelings are not mentioned at all, and one test settles those.
  const every = EVERY_MENTION.get(feeling);
  if (!every || !feeling.pattern.test(text)) return false;
  every.lastIndex = 0;
  for (let match = every.exec(text); match; match = every.exec(text)) {
    if (!OTHER_PERSON.test(text.slice(Math.max(0, match.index - 30), match.index))) return true;
    if (match[0] === '') every.lastIndex += 1;
  }
  return false;
}

export function builtinReply(input: CompanionInput): string {
  const text = normalize(input.message);
  const seed = hash(`${input.message}|${input.history.length}`);
  const botSaid = normalize(
    input.history
      .filter((item) => item.sender === 'bot')
      .map((item) => item.text)
      .join('\n'),
  );
  const earlier = input.history
    .filter((item) => item.sender === 'user')
    .map((item) => normalize(item.text));
  const lastBot = [...input.history].reverse().find((item) => item.sender === 'bot')?.text ?? '';
  const asked = (question: string) => botSaid.includes(normalize(question));

  const feeling = FEELINGS.find(
    (f) => feels(text, f) && !(f.id === 'better' && /\bnot\b/.test(text)),
  );
  const situation = SITUATIONS.find((s) => s.pattern.test(text));
  const earlierSituation = SITUATIONS.find(
    (s) => s !== situation && earlier.some((line) => s.pattern.test(line)),
  );
  const repeatedFeeling = feeling && earlier.some((line) => feeling.pattern.test(line));
  const turn = earlier.length;

  const parts: string[] = [];
  const special = specialReply(text, seed);
  if (special) parts.push(special.text);
  if (!special || (special.reflect && (feeling || situation))) {
    parts.push(
      reflection({
        message: input.message,
        text,
        feeling,
        situation,
        repeatedFeeling,
        seed,
        lastBot,
      }),
    );
  }
  if (special?.advice)
    parts.push(adviceFor(feeling?.id, (situation ?? earlierSituation)?.id, seed));

  // One tool at a time: never two replies in a row that point somewhere else.
  const offeredLastTime = /\/(?:meditation|journal|resources\/modules)/.test(lastBot);
  const offer = offeredLastTime
    ? undefined
    : toolOffer({
        feeling,
        situation: situation ?? earlierSituation,
        topic: input.topic,
        turn,
        botSaid,
        seed,
        wantsAdvice: Boolean(special?.advice),
      });
  if (offer && !special?.closing) parts.push(offer);

  if (!special?.closing) {
    const question = nextQuestion({
      feeling,
      situation,
      earlierSituation,
      topic: input.topic,
      asked,
      seed,
      special,
    });
    if (question) parts.push(question);
  }
  if (!botSaid.includes('built-in companion')) parts.push(BUILTIN_DISCLOSURE);
  return parts
    .filter((part) => part !== '')
    .join(' ')
    .replace(/\s+([.?!,])/g, '$1')
    .replace(/\s{2,}/g, ' ');
}

type Special = {
  text: string;
  reflect?: boolean;
  advice?: boolean;
  closing?: boolean;
  easier?: boolean;
};

function specialReply(text: string, seed: number): Special | undefined {
  if (
    /\b(?:are you|am i talking to|is this|r u|you a) (?:an? )?(?:real|human|bot|robot|ai|person|machine|therapist|counsell?or|computer)\b/.test(
      text,
    )
  ) {
    return {
      text: "Straight answer: I'm an AI, not a human and not a therapist. I can listen and help you think things through, and I'll point you to real people when that's what you need.",
    };
  }
  if (
    /\b(?:bye|goodnight|good night|gotta go|got to go|have to go|signing off|thats all|speak later|talk later)\b/.test(
      text,
    )
  ) {
    return {
      closing: true,
      text: pick(
        [
          "Thanks for talking today. That took something. If anything's still rattling around, jotting it down in your private journal at /journal can help, and it stays on your device. Come back any time.",
          'Good on you for taking the time to talk this through. Look after yourself tonight. Your private journal at /journal is there if you want to keep reflecting, and so am I.',
        ],
        seed,
      ),
    };
  }
  if (/\b(?:thanks|thank you|cheers|appreciate it|that helps|that helped)\b/.test(text)) {
    return {
      reflect: false,
      text: pick(
        [
          "Glad it's helping to talk it through.",
          "I'm glad that was useful. Thanks for being open about it.",
        ],
        seed,
      ),
    };
  }
  if (
    /\b(?:(?:ill|i will|i could|i might|im going to|im gonna|maybe i could|maybe ill|i can) (?:try|give (?:it|that|this) a go|have a go|do that|start))\b/.test(
      text,
    )
  ) {
    return {
      reflect: false,
      text:
        pick(['That sounds like a good step.', "That's a solid place to start."], seed) +
        " It doesn't need to go perfectly to help.",
    };
  }
  if (
    /\b(?:what (?:should|do|can|would) i do|any (?:advice|tips|ideas)|how (?:do|can) i (?:deal|cope|stop|handle|fix|get)|dont know how to (?:stop|deal|cope|fix|handle|change|get)|help me|what would you do)\b/.test(
      text,
    )
  ) {
    return { reflect: true, advice: true, text: '' };
  }
  if (
    /^\s*(?:hi|hey|hello|yo|sup|hiya|alright|evening|morning)\b[\s!.]*(?:mate|there|steady)?[\s!.]*$/.test(
      text,
    )
  ) {
    return { text: pick(['Hey, good to have you here.', 'Hey. Glad you stopped by.'], seed) };
  }
  if (
    /^\s*(?:idk|i dont know|dunno|not sure|no idea|nothing|meh|yeah|yes|yep|no|nah|ok|okay|maybe|i guess|kind of|sort of|fine|whatever)\b[\s!.]*$/.test(
      text,
    )
  ) {
    return {
      easier: true,
      text: pick(
        [
          "That's okay, you don't need to have it figured out to talk about it.",
          "No pressure. Sometimes it's hard to know where to start.",
          'Fair enough. We can go slowly.',
        ],
        seed,
      ),
    };
  }
  return undefined;
}

type ReflectionInput = {
  message: string;
  text: string;
  feeling: Feeling | undefined;
  situation: Situation | undefined;
  repeatedFeeling: boolean | undefined;
  seed: number;
  lastBot: string;
};

function reflection({
  message,
  text,
  feeling,
  situation,
  repeatedFeeling,
  seed,
  lastBot,
}: ReflectionInput): string {
  const options: string[] = [];
  const clause = reflectClause(message)?.replace(
    /^you (?:think|guess|suppose|reckon) (?:that )?/,
    '',
  );
  const weight = !feeling
    ? ''
    : feeling.id === 'better'
      ? 'Good to hear.'
      : pick(
          ["That's a lot to carry.", 'That sounds hard.', 'That would wear anyone down.'],
          seed >>> 3,
        );
  // His own words come first, unless the last reply already opened by echoing him.
  const echoedLastTime = /^(?:so you|it sounds like you|i hear you:)/i.test(lastBot);
  if (clause && !echoedLastTime) {
    options.push(
      `So ${clause}. ${weight}`,
      `It sounds like ${clause}. ${weight}`,
      `I hear you: ${clause}. ${weight}`,
    );
  } else if (feeling && situation) {
    options.push(
      `It sounds like ${situation.label} has been hard going, and you're feeling ${feeling.adjective}.`,
      `That's a lot: ${situation.label}, and feeling ${feeling.adjective} on top of it.`,
    );
  } else if (feeling) {
    options.push(
      `It sounds like you're feeling ${feeling.adjective} right now.`,
      `Feeling ${feeling.adjective} like that is hard going.`,
    );
  } else if (situation) {
    const second = SITUATIONS.find((s) => s !== situation && s.pattern.test(text));
    if (second) {
      options.push(
        `It sounds like ${situation.label} and ${second.label} are tangled up together.`,
      );
    } else {
      options.push(
        `It sounds like a lot of this comes back to ${situation.label}.`,
        `So a big part of this is ${situation.label}.`,
      );
    }
  } else if (clause) {
    options.push(`Okay. ${clause.charAt(0).toUpperCase()}${clause.slice(1)}. ${weight}`);
  } else if (text.split(/\s+/).length > 12) {
    options.push(
      "Thanks for putting that into words. It isn't always easy.",
      "I appreciate you laying that out. There's a lot in there.",
    );
  } else {
    options.push('Okay, I hear you.', "Thanks for sharing that. I'm listening.");
  }
  let chosen = pick(options, seed);
  // Never open with the same words twice in a row.
  if (lastBot.startsWith(chosen.slice(0, 12))) chosen = pick(options, seed + 1);
  if (repeatedFeeling && feeling && feeling.id !== 'better')
    chosen += ` And that ${feeling.adjective} feeling keeps coming back.`;
  return chosen;
}

type OfferInput = {
  feeling: Feeling | undefined;
  situation: Situation | undefined;
  topic: TopicId | undefined;
  turn: number;
  botSaid: string;
  seed: number;
  wantsAdvice: boolean;
};

function toolOffer({
  feeling,
  situation,
  topic,
  turn,
  botSaid,
  seed,
  wantsAdvice,
}: OfferInput): string | undefined {
  const offered = (path: string) => botSaid.includes(path);
  if (feeling?.tool === 'breathing' && !offered('/meditation') && (turn >= 1 || wantsAdvice)) {
    return pick(
      [
        'If it would help to take the edge off right now, there is a short guided breathing exercise at /meditation. Box breathing takes about a minute.',
        "One thing that can help in the moment: a couple of minutes of slow breathing. There's a guided one at /meditation if you want to try it.",
      ],
      seed,
    );
  }
  const slug: ResourceModuleSlug | undefined =
    feeling?.id === 'angry'
      ? 'anger-management'
      : (situation?.module ?? (turn >= 3 ? findTopic(topic)?.module : undefined));
  if (slug && !offered('/resources/modules/') && (turn >= 2 || wantsAdvice)) {
    return `If you want some practical ideas, there's a short read on ${MODULE_TITLES[slug]} at /resources/modules/${slug}.`;
  }
  if ((feeling?.tool === 'journal' || turn >= 4) && !offered('/journal') && turn >= 1) {
    return 'Writing it down can help untangle it. Your private journal at /journal has prompts for this, and it stays on your device.';
  }
  return undefined;
}

type QuestionInput = {
  feeling: Feeling | undefined;
  situation: Situation | undefined;
  earlierSituation: Situation | undefined;
  topic: TopicId | undefined;
  asked: (question: string) => boolean;
  seed: number;
  special: Special | undefined;
};

function nextQuestion({
  feeling,
  situation,
  earlierSituation,
  topic,
  asked,
  seed,
  special,
}: QuestionInput): string | undefined {
  if (special?.advice) return 'How does that sit with you? What feels like a realistic first step?';
  const candidates: string[] = [];
  if (special?.easier && earlierSituation) {
    candidates.push(
      `Earlier you mentioned ${earlierSituation.short ?? earlierSituation.label}. What part of that keeps coming back to you?`,
    );
  } else if (special?.easier) {
    candidates.push(
      'What has today been like for you, start to finish?',
      "What's one thing that has been on your mind this week, big or small?",
    );
  }
  candidates.push(...(situation?.questions ?? []), ...(feeling?.questions ?? []));
  if (earlierSituation && !situation) {
    candidates.push(
      `Earlier you mentioned ${earlierSituation.short ?? earlierSituation.label}. How does that fit with what you're feeling now?`,
    );
  }
  candidates.push(...TOPIC_QUESTIONS[topic ?? 'other'], ...GENERIC_QUESTIONS);
  // A little variety among the two best-fitting questions not asked yet, without losing the
  // thread. Only those two are needed, so the search stops there.
  const fresh: string[] = [];
  for (const question of candidates) {
    if (!asked(question)) fresh.push(question);
    if (fresh.length === 2) break;
  }
  if (fresh.length === 0) return pick(GENERIC_QUESTIONS, seed);
  return pick(fresh, seed >>> 5);
}
