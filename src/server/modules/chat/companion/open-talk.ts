import type { TopicId } from '@shared/constants/topics';
import type { CountryLines } from '@shared/safety/crisis-lines';
import type { Memory } from './memory';
import {
  CONTINUE_QUESTIONS,
  HOW_LONG,
  PERSON_QUESTIONS,
  PERSON_REFLECTIONS,
  PLAIN_ACKS,
  THEME_QUESTIONS,
  THEME_REFLECTIONS,
  WHO_KNOWS,
} from './phrases';
import type { Mention, Reading, Theme } from './understand';

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
  am: 'are',
};

// "I can't switch off at night" -> "You can't switch off at night". Only these verbs, so the
// result is always a plain statement about him.
const ECHO =
  /^(?:i (?:cant|can not|cannot|dont|do not|keep|miss|feel|felt|havent|have not|never|just|really|used to|still|hate|want|wish)|im (?:so |just |really |always |still )?(?:tired|stressed|worried|struggling|knackered|exhausted|lonely|scared|fed up|sick of|stuck|done|not|lost|behind|finding|trying)|ive (?:been|got|lost|stopped|had))\b[a-z ,]*$/;
const THIRD = /\b(?:he|she|they|him|her|them|his|hers|their|you|your|it)\b/;

function echo(raw: string): string | undefined {
  const first = raw
    .replace(/[’‘]/g, "'")
    .split(/[.!?\n;]|,\s*(?:and|but|so)\b|\s+(?:but|because|cos|cause|and)\s+/i)[0]
    ?.trim();
  if (!first) return undefined;
  const plain = first.toLowerCase().replace(/'/g, '').replace(/\s+/g, ' ');
  if (!ECHO.test(plain) || THIRD.test(plain)) return undefined;
  const words = plain.split(' ');
  if (words.length < 3 || words.length > 10) return undefined;
  const swapped = words
    .map((w) => SWAPS[w] ?? w)
    .join(' ')
    .replace(/\bcant\b/g, "can't")
    .replace(/\bdont\b/g, "don't")
    .replace(/\bhavent\b/g, "haven't")
    .replace(/\byou are (?=(?:so|just|really|always|still) )/g, "you're ");
  return `${swapped.charAt(0).toUpperCase()}${swapped.slice(1)}.`;
}

const pick = <T>(items: readonly T[], seed: number): T => items[seed % items.length] as T;

/** What he said, as understood: never his question turned into a statement. */
export function reflect(talk: Talk): string {
  const { reading, memory, seed } = talk;
  const used = new Set(memory.botReplies.map(openingOf));
  const said = memory.botSaid;
  const fresh = (options: readonly string[]) =>
    options.filter((o) => !used.has(openingOf(o)) && !said.includes(o.toLowerCase()));
  const lastBot = memory.botReplies.at(-1) ?? '';

  const themed = reading.themes.flatMap((theme) => fresh(THEME_REFLECTIONS[theme]));
  const person = reading.people[0];
  const personal = person ? fresh(PERSON_REFLECTIONS[person.person]).map((t) => fill(t, person)) : [];

  if (reading.sensitive) {
    const options = fresh([
      "That sounds like it got out of hand, and it's good you're looking at it straight.",
      'Thanks for being honest about that. It takes something to say it.',
    ]);
    return options[0] ?? 'Thanks for being straight about it.';
  }

  const worried = memory.worriedAbout;
  if (worried && reading.subject === 'other') {
    const him = worried.female ? 'her' : 'him';
    const withdrawn = /\b(?:stopped|missed|not answering|not coming|doesnt come|isolat|wont see)\b/.test(reading.text);
    const options = fresh([
      ...(withdrawn ? [`Pulling back from people like that is often a sign someone is struggling, so you're right to notice.`] : []),
      `That's a lot for ${him} to be carrying at once, and it makes sense you're keeping an eye on ${him}.`,
      `It sounds like a rough stretch for ${him}.`,
    ]);
    if (options[0]) return options[0];
  }

  const mine = reading.subject !== 'other' ? echo(reading.raw) : undefined;
  const echoedLast = /^(?:so )?you\b/i.test(lastBot);
  if (mine && !echoedLast && !used.has(openingOf(mine))) {
    const reaction = themed[0] ?? '';
    return `${mine} ${reaction}`.trim();
  }
  if (reading.subject === 'other' && personal.length > 0) return pick(personal, seed);
  if (themed.length > 0) return pick(themed.slice(0, 2), seed);
  if (personal.length > 0) return pick(personal, seed);
  if (reading.words > 14) {
    const long = fresh([
      "That's a lot in one go, and it helps to see it laid out.",
      "There's a lot in that. Thanks for spelling it out.",
    ]);
    if (long[0]) return long[0];
  }
  const plain = fresh(PLAIN_ACKS);
  return pick(plain.length > 0 ? plain : PLAIN_ACKS, seed);
}

const LABELS: Partial<Record<Theme, string>> = {
  money: 'the money side',
  sleep: 'your sleep',
  work: 'work',
  drink: 'the drinking',
  gambling: 'the betting',
  breakup: 'the break-up',
  grief: 'the loss',
  lonely: 'feeling on your own',
  purpose: 'not knowing where you fit',
  health: 'the physical stuff',
};

/** One question that follows from what he said, not asked before and not already answered. */
export function chooseQuestion(talk: Talk, continuing = false): string | undefined {
  const { reading, memory, seed } = talk;
  const candidates: string[] = [];
  if (!continuing) {
    for (const mention of reading.people) {
      if (reading.subject === 'other' || reading.themes.length === 0)
        candidates.push(...PERSON_QUESTIONS[mention.person].map((q) => fill(q, mention)));
    }
    for (const theme of reading.themes) {
      if (theme === 'sleep' && memory.answered.sleep && reading.themes.length > 1) continue;
      candidates.push(...THEME_QUESTIONS[theme]);
    }
    const lasting = reading.themes.some((t) => ['low', 'numb', 'worry', 'anger', 'sleep', 'tired'].includes(t));
    if (lasting && !memory.answered.duration && memory.earlier.length >= 1) candidates.push(HOW_LONG);
    if (!memory.answered.toldSomeone && memory.earlier.length >= 2) candidates.push(WHO_KNOWS);
  }
  // Keep the thread: something he named earlier that this message did not.
  for (const theme of memory.themes) {
    const label = LABELS[theme];
    if (label && !reading.themes.includes(theme))
      candidates.push(`Where is ${label} at in all this?`);
  }
  if (continuing && !memory.answered.toldSomeone && memory.earlier.length >= 2) candidates.push(WHO_KNOWS);
  candidates.push(...CONTINUE_QUESTIONS);
  const said = memory.botSaid;
  const fresh: string[] = [];
  for (const q of candidates) {
    if (!said.includes(q.toLowerCase()) && !fresh.includes(q)) fresh.push(q);
    if (fresh.length === 2) break;
  }
  return fresh.length > 0 ? pick(fresh, seed >>> 3) : undefined;
}
