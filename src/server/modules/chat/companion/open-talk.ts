import type { TopicId } from '@shared/constants/topics';
import type { CountryLines } from '@shared/safety/crisis-lines';
import type { CountryCode } from '@shared/safety/countries';
import type { Memory } from './memory';
import { momentReflections, UNSURE_START } from './moments';
import {
  CONTINUE_QUESTIONS,
  HOW_LONG,
  PERSON_QUESTIONS,
  PERSON_REFLECTIONS,
  THEME_QUESTIONS,
  ANSWERED_BY,
  THEME_REFLECTIONS,
  WHO_KNOWS,
} from './phrases';
import { unplacedReply } from './unplaced';
import { WORK_ENDED, type Mention, type Reading, type Theme } from './understand';

// Open talk: say back what was understood, then one question that follows from what he just
// said (or, when he said little, from what he said earlier), never one already asked or answered.
// His own words come back only in a narrow, safe case: a short statement about himself, with no
// question, no one else in it, and nothing about medication, self-harm or violence.

export type Talk = {
  reading: Reading;
  memory: Memory;
  topic: TopicId;
  seed: number;
  lines: CountryLines;
  country: CountryCode;
  /** His device placed him in `country`; otherwise `lines` name no number (a guess helps no one). */
  placed: boolean;
  /** This reply comes straight after the safety gate's question and his no: no joking. */
  afterQuestion?: boolean;
};

/** The first three words, as a reader notices them: two replies opening alike read as canned. */
export const openingOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .slice(0, 3)
    .join(' ');

// "You don't trust that therapy stuff, no offense" (fresh20's Detroit dad: the American spelling
// slipped through and was said back to him).
const ASIDE =
  /\b(?:dont get me wrong|to be fair|to be honest|if im honest|tbh|tbf|no offence|no offense|no disrespect|with respect|mind you|i suppose|i guess|i reckon|ngl|lol|lmao|haha)\b/;
const fill = (template: string, mention: Mention | undefined) =>
  template.replace(/\{p\}/g, mention?.words ?? 'them');

const SWAPS: Record<string, string> = {
  i: 'you',
  im: "you're",
  ive: "you've",
  id: "you'd",
  ill: "you'll",
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  // "i just dont know what to do with meself" came back as "...with meself" (fresh20).
  meself: 'yourself',
  masel: 'yourself',
  mysel: 'yourself',
  am: 'are',
};

// "I can't switch off at night" -> "You can't switch off at night". Only these openings, so the
// result is always a plain statement about him.
const ECHO =
  /^(?:i (?:cant|can not|cannot|dont|do not|keep|miss|feel|felt|havent|have not|never|just|really|used to|still|hate|want|wish|was|love|liked|loved|work|go)|im (?:so |just |really |always |still )?(?:tired|stressed|worried|struggling|knackered|exhausted|lonely|scared|fed up|sick of|stuck|done|not|lost|behind|finding|trying)|ive (?:been|got|lost|stopped|had|taught|never))\b[a-z0-9 ,]*$/;
// "my wife has noticed" -> "So your wife has noticed."
const ABOUT_SOMEONE =
  /^(?:(?:hes|shes|he|she|theyre|they)\b|(?:my|our) (?:little |big |best |old |new )?(?:wife|missus|girlfriend|partner|son|daughter|kids|children|brother|sister|dad|mum|mom|parents|mates|friends|mate|friend|boss|manager|director|family|team)\b)[a-z0-9 ,]*$/;
// "She said I never talk to her", "my dad reckons I'm soft": words aimed at him.
const SAID_TO_HIM =
  /^(?:[a-z]+ ){1,3}(?:said|says|reckons|thinks|told me|tells me|keeps saying|keeps telling me|calls me|called me)\b/;
// "thinking about everything I didn't get done" -> "Everything you didn't get done, going round."
const FRAGMENT = /^(?:thinking about|worrying about|replaying|going over) ([a-z0-9 ]+)$/;
// Anything said to the app is not said back either: "Im not great at the typing so youll excuse
// me" came back as "...so youll excuse you" (fresh25).
const THIRD = /\b(?:he|she|they|you|your|youll|youre|youd|youve|yours|ya|u|ur)\b/;
// Despair is never said back, about him or anyone else (the safety gate reads it first).
const DESPAIR = /\b(?:point|end it|ending|give up|anymore|no way out|better off|gone|disappear)\b/;
// Nor is his verdict on himself: "You feel pathetic" said back agrees with it.
const SELF_VERDICT =
  /\b(?:pathetic|stupid|idiot|useless|weak|failure|loser|worthless|joke|soft|sad case|embarrassing|a mess|rubbish|crap|shit)\b/;

const SPELL: [RegExp, string][] = [
  [/\bcant\b/g, "can't"],
  [/\bdont\b/g, "don't"],
  [/\bdidnt\b/g, "didn't"],
  [/\bhavent\b/g, "haven't"],
  [/\bwasnt\b/g, "wasn't"],
  [/\bisnt\b/g, "isn't"],
  [/\bdoesnt\b/g, "doesn't"],
  [/\bhes\b/g, "he's"],
  [/\bshes\b/g, "she's"],
  [/\btheyre\b/g, "they're"],
  [/\bhed\b/g, "he'd"],
  [/\byou are (?=(?:so|just|really|always|still|not) )/g, "you're "],
];

function swap(words: string[]): string {
  const bare = words.map((w) => w.replace(/,$/, ''));
  let out = bare
    .map((w, i) => {
      const comma = words[i]!.endsWith(',') ? ',' : '';
      // "if I was angry" said back is "if you were angry", whoever the sentence is about.
      if (w === 'was') return (bare[i - 1] === 'i' ? 'were' : w) + comma;
      if (w === 'am') return (bare[i - 1] === 'i' ? 'are' : w) + comma;
      return (SWAPS[w] ?? w) + comma;
    })
    .join(' ');
  for (const [pattern, spelled] of SPELL) out = out.replace(pattern, spelled);
  return out.replace(/\bi\b/g, 'I');
}

/** His short statement said back, or undefined when saying it back could go wrong. */
export function echo(raw: string): string | undefined {
  // A message that asks anything, even "you know what gets me?", is not said back.
  if (raw.includes('?')) return undefined;
  // The last sentence that can be said back safely: it is usually where he lands.
  const sentences = raw
    .split(/(?<=[.!?\n])\s+/)
    .filter(Boolean)
    .slice(-3)
    .reverse();
  for (const sentence of sentences) {
    const said = echoSentence(sentence);
    if (said) return said;
  }
  return undefined;
}

function echoSentence(raw: string): string | undefined {
  const first = raw
    .replace(/[’‘]/g, "'")
    .split(
      /[.!?\n;]|,\s*(?:but|so|because)\b|\s+(?:but|because|cos|cause|though)\s+|,?\s*(?:and\s+)?(?:,\s*)(?=(?:i|i'm|im|i've|ive)\b)|\s+and\s+(?=(?:i|i'm|im|i've|ive)\b)/i,
    )[0]
    ?.trim();
  if (!first) return undefined;
  // A name he capitalised would come back lower-cased ("You work in a restaurant kitchen in
  // bradford", fresh24): a sentence with a name in it is not said back.
  if (/\s(?!I\b|I'|Im\b|Ive\b|Id\b|Ill\b)[A-Z][a-z]/.test(first)) return undefined;
  // "My boss is fine as a person, but..." : the part before a "but" is not his point.
  if (
    /^[^.!?]*?(?:,\s*|\s)(?:but|though)\s/i.test(
      raw.replace(/[’‘]/g, "'").slice(first.length - 1, first.length + 12),
    )
  )
    return undefined;
  const plain = first
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9 ,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const words = plain
    .replace(/\s*,\s*/g, ', ')
    .replace(/,$/, '')
    .split(' ');
  if (
    words.length < 3 ||
    words.length > 11 ||
    DESPAIR.test(plain) ||
    SELF_VERDICT.test(plain) ||
    /\d/.test(plain) ||
    ONLY_FUNCTION_WORDS.test(plain) ||
    UNSURE_START.test(` ${plain} `) ||
    // Said back, his asides turn on him: "So she's perfect don't get you wrong."
    ASIDE.test(` ${plain} `)
  )
    return undefined;
  const cap = (t: string) => `${t.charAt(0).toUpperCase()}${t.slice(1)}`;
  // Four words or fewer said back is only his words again: "I just feel off" came back as "You
  // just feel off." (fresh27's readers: "a parrot").
  if (ECHO.test(plain) && !THIRD.test(plain) && words.length >= 5) return `${cap(swap(words))}.`;
  // Not "So she said you never talk to her." (fresh13's readers: parroting is not listening). What
  // someone said to him is met as something he had to hear; anything else about them is not
  // said back at all.
  if (ABOUT_SOMEONE.test(plain) && !/\b(?:you|your)\b/.test(plain)) {
    if (!SAID_TO_HIM.test(plain)) return undefined;
    const them =
      /^(?:she|shes|my (?:\w+ )?(?:wife|missus|girlfriend|daughter|sister|mum|mom))\b/.test(plain)
        ? 'her'
        : /^(?:he|hes|my (?:\w+ )?(?:son|brother|dad|boss|manager|mate|friend))\b/.test(plain)
          ? 'him'
          : 'them';
    if (
      /\b(?:should|need to|needs to|ought to|has to|wants me to|go and see|get help)\b/.test(plain)
    )
      return `Sounds like ${them === 'them' ? "they're" : them === 'her' ? "she's" : "he's"} worried about you.`;
    if (
      /\b(?:never|always|useless|soft|lazy|selfish|cold|distant|grumpy|angry|no good|a joke|pathetic|weak|not enough|too much)\b/.test(
        plain,
      )
    )
      return `That's not an easy thing to hear from ${them}.`;
    return undefined;
  }
  const fragment = FRAGMENT.exec(plain);
  if (fragment?.[1] && !THIRD.test(fragment[1]))
    return `${cap(swap(fragment[1].split(' ')))}, going round and round.`;
  return undefined;
}

// "I was not.", "I did though": nothing in it to say back ("You were not." reads as a retort).
const ONLY_FUNCTION_WORDS =
  /^(?:(?:i|im|ive|me|it|its|that|thats|was|wasnt|am|is|isnt|not|did|didnt|do|dont|does|doesnt|have|havent|had|hadnt|really|at|all|though|too|either|just|no|yes|yeah|well|honestly|even)\b ?)+$/;

const pick = <T>(items: readonly T[], seed: number): T => items[seed % items.length] as T;

const DID_IT =
  /\b(?:i|ive|i have|i just|i nearly)\b(?: \w+){0,3} (?:punch\w*|hit|smash\w*|threw|kick\w*|cut|burn\w*|hurt|stab\w*|lamp\w*|slap\w*)\b|\bput my (?:fist|hand|head) through\b/;

// What can happen to someone he cares about (not anger or work, which may be aimed at him), and
// who it can happen to in his eyes (a boss or an ex is more often the cause than the sufferer).
const THEIR_SUFFERING = new Set<Theme>([
  'drink',
  'gambling',
  'low',
  'numb',
  'grief',
  'health',
  'lonely',
  'jobloss',
  'tired',
  'worry',
  'sleep',
  'overwhelm',
  'appetite',
  'money',
]);
const THEIR_CAUSE = new Set<string>(['boss', 'colleague', 'ex']);

// Work named as a strain, or as the subject ("work stuff i guess"), not in passing: "a girl from
// work", "his school project", "a job tuesday" (a paramedic's call-out) and "work, gym, the usual"
// are not work pressure.
const WORK_STRAIN =
  /\b(?:pressure|stress\w*|workload|too much|overload\w*|ragged|flat out|hours|overtime|deadlines?|targets?|underperform\w*|performance|layoffs?|laid off|redundan\w*|restructur\w*|fired|sacked|sack|let go|disciplinary|bull(?:y|ying|ied)|on (?:me|my case|my back|at me)|micromanag\w*|hate (?:my|the|this|it)|sick of|fed up|cant cope|not coping|unmanageable|two jobs|short staffed|understaffed|burn(?:ed|t|ing)? ?out|exhausted|knackered|drowning|behind|shouts?|shouting|rips? into|credit|toxic|hell|nightmare|quit|quitting|resign\w*|promotion|passed over|struggl\w*|killing me|wearing me (?:down|out)|doing my head in|grind|long days|\d+ ?(?:hour|hr)s?|night shifts?|\d+ days a week|drops a day|times me|warnings?|complain\w*|funding|cuts|cut (?:back|the)|wont stop|never stops|running me|piling|piles|piled|dumping|dumps|wrecked|fried|get on top|on top of me|in front of|lanyard|head office|corporate|treats? (?:me|us) like|getting told|told (?:me )?how to|dinosaur)\b/;

/**
 * His themes in this message, less "work" once his work has ended (it is the loss talking) and
 * less "work" named only in passing.
 */
const currentThemes = (reading: Reading, memory: Memory): Theme[] =>
  memory.workEnded ||
  WORK_ENDED.test(reading.text) ||
  (reading.words > 8 && !WORK_STRAIN.test(reading.text))
    ? reading.themes.filter((theme) => theme !== 'work')
    : reading.themes;

/** What he said, as understood: never his question turned into a statement. */
/**
 * In a conversation about someone he is worried about, a message that speaks of that person ("the
 * drinking's gone up, most nights in the shed on his own. I go out sometimes") is about them: its
 * drink is not his to be asked about (fresh14's readers).
 */
const aboutTheOther = (reading: Reading) =>
  reading.subject === 'other' ||
  !reading.themesAreHis ||
  /\b(?:he|hes|his|him|she|shes|her)\b/.test(reading.text);

export function reflect(talk: Talk): string {
  const { reading, memory, seed } = talk;
  const used = new Set(memory.botReplies.map(openingOf));
  const said = memory.botSaid;
  const fresh = (options: readonly string[]) =>
    options.filter((o) => !used.has(openingOf(o)) && !said.includes(o.toLowerCase()));
  const lastBot = memory.botReplies.at(-1) ?? '';

  // His themes only: "he's drinking every night" is about his mate, not him.
  const themed = !reading.themesAreHis
    ? []
    : currentThemes(reading, memory).flatMap((theme) => fresh(THEME_REFLECTIONS[theme]));
  // A person's own reflection only when the sentence is about them ("my brother never calls"),
  // not when they are named on the way past ("everyone was in bits, even my brother").
  const person = reading.people.find((mention) =>
    new RegExp(`^ (?:\\w+ ){0,2}(?:my |our |the )?${mention.words}\\b`).test(reading.text),
  );
  const personal = person
    ? fresh(PERSON_REFLECTIONS[person.person]).map((t) => fill(t, person))
    : [];

  // Violence or self-harm he did is met as that; a figure of speech ("the power cut kills the
  // fan") is not, though its words are still never said back.
  if (reading.sensitive && DID_IT.test(reading.text)) {
    const options = fresh([
      "That sounds like it got out of hand, and it's good you're looking at it straight.",
      'Thanks for being honest about that. It takes something to say it.',
    ]);
    return options[0] ?? 'Thanks for being straight about it.';
  }

  const worried = memory.worriedAbout;
  if (worried && aboutTheOther(reading)) {
    const him = worried.female ? 'her' : 'him';
    const drinking = /\b(?:drink\w*|beers|on the piss|boozing|bottle)\b/.test(reading.text);
    const withdrawn =
      /\b(?:stopped|missed|not answering|not coming|doesnt come|isolat|wont see)\b/.test(
        reading.text,
      );
    const options = fresh([
      ...(withdrawn
        ? [
            `Pulling back from people like that is often a sign someone is struggling, so you're right to notice.`,
          ]
        : []),
      ...(drinking
        ? [
            /\b(?:on (?:his|her) own|alone|by (?:him|her)self)\b/.test(reading.text)
              ? `Drinking more, and on ${worried.female ? 'her' : 'his'} own, is one of the signs worth taking seriously. You're right to keep an eye on it.`
              : `Drinking more than usual is one of the signs worth taking seriously. You're right to keep an eye on it.`,
          ]
        : []),
      `That's a lot for ${him} to be carrying at once, and it makes sense you're keeping an eye on ${him}.`,
      `It sounds like a rough stretch for ${him}.`,
    ]);
    if (options[0]) return options[0];
  }

  const special = fresh(momentReflections(reading, memory));
  if (special[0]) return special[0];

  // A new baby outranks whatever else the sentence names ("new baby and work is doing my head in").
  if (reading.people.some((mention) => mention.person === 'baby')) {
    const baby = fresh(PERSON_REFLECTIONS.baby);
    if (baby[0]) return baby[0];
  }

  const mine = reading.sensitive ? undefined : echo(reading.raw);
  const echoedLast = /^(?:so )?you\b|^so your\b/i.test(lastBot);
  if (mine && !echoedLast && !used.has(openingOf(mine))) {
    // A reaction that would only say the same words again is left out.
    const tail = openingOf(mine.split(' ').slice(-3).join(' '));
    const reaction =
      themed.find(
        (t) =>
          !t
            .toLowerCase()
            .replace(/[^a-z' ]/g, '')
            .includes(tail),
      ) ?? '';
    return `${mine} ${reaction}`.trim();
  }
  // Their trouble, not his: "my best mate's whole pay goes on the pokies" is a worry to him, and
  // a stock line about a mate "in your corner" would miss it (fresh8's readers).
  if (
    person &&
    !THEIR_CAUSE.has(person.person) &&
    !reading.themesAreHis &&
    // "The wife says I'm drinking more": once he is in the sentence, the trouble may be his.
    !/\b(?:i|im|ive|id|me|myself)\b/.test(reading.text) &&
    reading.themes.some((theme) => THEIR_SUFFERING.has(theme))
  ) {
    const theirs = fresh([
      `That's hard to watch happen to your ${person.words}.`,
      `Watching your ${person.words} go through that weighs on you too.`,
    ]);
    if (theirs[0]) return theirs[0];
  }
  if (!reading.themesAreHis && personal.length > 0) return pick(personal, seed);
  if (themed.length > 0) return pick(themed.slice(0, 2), seed);
  // A person named in passing ("I'll sit down with the wife") is not the point of the message.
  if (personal.length > 0 && reading.subject === 'other') return pick(personal, seed);
  return unplacedReply(reading, fresh, seed, talk.afterQuestion);
}

// Keeping the thread when he says little ("yeah", "ok"): a question about something he named in
// his last few messages. Asked only then: a fresh message sets its own direction.
const THREAD: Partial<Record<Theme, string>> = {
  money: "How's the money side sitting with you now?",
  drink: 'Where does the drinking fit into all this?',
  gambling: 'How are you doing with the betting today?',
  breakup: 'How are you doing with the break-up itself?',
  grief: 'How are you doing with the loss, day to day?',
  lonely: 'Who could you see or call this week, even briefly?',
  purpose: 'What would feeling useful again look like?',
  health: 'Has anyone had a look at the physical side yet?',
};

// What a man tends to carry alone, where asking who else knows is the natural next question.
const WHO_KNOWS_THEMES = new Set<Theme>([
  'money',
  'gambling',
  'drink',
  'low',
  'numb',
  'worry',
  'anger',
  'lonely',
  'overwhelm',
  'health',
  'shamed',
  'guilt',
  'holding',
  'jobloss',
]);

// A parent told as family history ("my father farmed it, his father before him", "my old man was a
// roofer"), with nothing of now: not an opening to ask how things are between them (fresh15's
// readers: the rift was with his son).
const HISTORY_OF =
  /\b(?:my|our) (?:father|dad|da|old man|grandad|granddad|grandfather|granda|grandpa|mother|mum|mam|mom|nan|gran)(?: \w+){0,3} (?:was|were|farmed|worked|ran|built|used to|did|had|never|always|started|fished|mined)\b/;
const OF_NOW =
  /\b(?:is|are|isnt|arent|says|keeps|wont|doesnt|calls|rings|texts|wants|thinks|reckons|still)\b/;
const toldAsHistory = (text: string) => HISTORY_OF.test(text) && !OF_NOW.test(text);

/** One question that follows from what he said, not asked before and not already answered. */
export function chooseQuestion(talk: Talk, continuing = false): string | undefined {
  const { reading, memory, seed } = talk;
  const candidates: string[] = [];
  if (!continuing) {
    const worried = memory.worriedAbout;
    if (worried && aboutTheOther(reading)) {
      const him = worried.female ? 'her' : 'him';
      candidates.push(
        `Who else is around ${him} at the moment?`,
        'How are you doing with it all yourself?',
      );
    }
    for (const mention of reading.people) {
      if (
        reading.subject === 'other' &&
        (!reading.themesAreHis || reading.themes.length === 0) &&
        !toldAsHistory(reading.text)
      )
        candidates.push(
          ...PERSON_QUESTIONS[mention.person]
            // He has just told how things are with them (fresh26: "he calls me son now without
            // thinking" was asked "How are things between you and your dad these days?").
            .filter((q) => reading.words < TOLD_AT_LENGTH || !/^How (?:are|have) things/.test(q))
            .map((q) => fill(q, mention)),
        );
    }
    const his = reading.themesAreHis && !(worried && aboutTheOther(reading));
    for (const theme of his ? currentThemes(reading, memory) : []) {
      if (theme === 'sleep' && memory.answered.sleep && reading.themes.length > 1) continue;
      candidates.push(...THEME_QUESTIONS[theme]);
    }
    const lasting = reading.themes.some((t) =>
      ['low', 'numb', 'worry', 'anger', 'sleep', 'tired'].includes(t),
    );
    if (lasting && !memory.answered.duration && memory.earlier.length >= 1)
      candidates.push(HOW_LONG);
    // "Does anyone else know?" follows something heavy of his own, said at some length, with no
    // one named in it: not "ya", not "HR read it off a script" (ordinary transcripts' readers).
    const heavyAndHis =
      reading.words >= 6 &&
      reading.themesAreHis &&
      reading.people.length === 0 &&
      reading.themes.some((t) => WHO_KNOWS_THEMES.has(t));
    if (
      heavyAndHis &&
      !memory.answered.toldSomeone &&
      memory.earlier.length >= 2 &&
      !memory.worriedAbout
    )
      candidates.push(WHO_KNOWS);
  }
  if (continuing) {
    const recent = memory.earlier.slice(-3).filter((earlier) => earlier.themesAreHis);
    for (const earlier of [...recent].reverse())
      for (const theme of earlier.themes) {
        const thread = THREAD[theme];
        if (thread) candidates.push(thread);
      }
  }
  // A stock follow-up only when the last two replies asked nothing: stock questions every other
  // turn read as a form being filled in, whatever he said.
  const said = memory.botSaid;
  // What he said lately, not an hour ago: an old aside does not answer today's question.
  const heard = [reading, ...memory.earlier.slice(-3)].map((r) => r.text).join(' | ');
  const unasked = (questions: readonly string[]) =>
    questions.filter(
      (q, i) =>
        !said.includes(q.toLowerCase()) &&
        questions.indexOf(q) === i &&
        !ANSWERED_BY[q]?.test(heard),
    );
  let fresh = unasked(candidates).slice(0, 2);
  const recentlyAsked = memory.botReplies.slice(-2).some((reply) => reply.includes('?'));
  if (fresh.length === 0 && !recentlyAsked) fresh = unasked(CONTINUE_QUESTIONS).slice(0, 2);
  return fresh.length > 0 ? pick(fresh, seed >>> 3) : undefined;
}

const TOLD_AT_LENGTH = 18;

export function question(talk: Talk, continuing = false): string[] {
  const q = chooseQuestion(talk, continuing);
  return q ? [q] : [];
}

/** The first candidate whose opening words have not been used yet in this conversation. */
export function fresh(talk: Talk, candidates: readonly string[]): string {
  const used = new Set(talk.memory.botReplies.map(openingOf));
  const unused = candidates.filter((c) => !used.has(openingOf(c)));
  const from = unused.length > 0 ? unused : candidates;
  return from[talk.seed % from.length] as string;
}
