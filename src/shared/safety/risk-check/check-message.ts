import type { RiskCategory, RiskLevel } from '../risk';
import {
  aboutSomeoneElse,
  FIGURATIVE,
  isGameOrMedia,
  isIllnessPlanning,
  isInCare,
  isInformational,
  isJoking,
  isNegated,
  isComparison,
  isPastOnly,
  isPettyThreat,
  isTiredness,
  isResolvedPast,
  isTeamBanter,
  sentenceAt,
  clauseAt,
} from './guards';
import { CONCEPTS } from './features';
import { normalizeMessage } from './normalize';
import { scoreRisk } from './model';
import { LiteralGates } from './literal-gate';
import { EXPLICIT_RULES, RULES, type Rule } from './rules';

// One message on its own: which rules fire once the guards have had their say, and the level and
// category that follow. Runs in-process in microseconds (DESIGN.md §6: under 1 ms at p99).

export type RiskReason = { rule: string; category: RiskCategory; words: string };

export type MessageRisk = {
  level: RiskLevel;
  category?: RiskCategory;
  /** Why: every rule that fired, with the words it matched (never logged: it is his text). */
  reasons: RiskReason[];
};

// When several fire, the reply for the most urgent action wins: emergency first, then danger
// from others, then his own plan and means, then the rest. Someone else at risk comes last, so
// a man who is himself at risk is answered about himself.
export const CATEGORY_PRIORITY: readonly RiskCategory[] = [
  'overdose-injury',
  'abuse-danger',
  'harm-to-others',
  'plan-timeframe',
  'method-means',
  'preparation-goodbye',
  'active-thoughts',
  'self-harm',
  'wish-to-die',
  'other-at-risk',
];

// Rules about his own wishes that a negation right before them cancels ("I'd never kill myself").
const NEGATABLE = new Set([
  'suicide-word',
  'kill-myself',
  'take-my-life',
  'end-it-all',
  'end-it',
  'wish-death',
  'harm-myself',
  'self-harm-word',
  'want-to-disappear',
  'want-it-to-stop',
  'want-to-hurt-someone',
  'burden',
  // "wasnt the guns or whatever. it was being part of a team" (fresh18's ex-soldier, answered as a
  // crisis): a way to die ruled out is not one named.
  'method-near',
]);

// Each rule compiled once: building them per message was most of this check's time.
const COMPILED = RULES.map((rule) => new RegExp(rule.re.source, 'g'));
// And each one's literal gate: most rules cannot match most messages, and a few table lookups say
// so far faster than the expression does (literal-gate.ts; the answers are the same).
const GATES = new LiteralGates(RULES.map((rule) => rule.re));

const WAKE_RULES = new Set(['dont-want-to-live', 'not-wake-up', 'sleep-forever']);

// Each figure on its own: V8 finds each one's literal words fast, where one regex joining them
// all was measured five times slower.
function withoutFigures(text: string): string {
  let result = text;
  for (const re of FIGURATIVE) result = result.replace(re, ' _ ');
  return result;
}

const wordIndexAt = (text: string, offset: number) => text.slice(0, offset).split(' ').length;

/** Whether the rule's second concept occurs within its window of the match, in any sentence. */
function hasNear(rule: Rule, text: string, index: number): boolean {
  if (!rule.near) return true;
  const at = wordIndexAt(text, index);
  rule.near.re.lastIndex = 0;
  for (const match of text.matchAll(rule.near.re)) {
    if (Math.abs(wordIndexAt(text, match.index) - at) <= rule.near.window) return true;
  }
  return false;
}

type Judged = { reason: RiskReason; level: Rule['level'] };

/** A guard that reads the whole message, asked of this message. */
type Whole = (guard: (text: string) => boolean) => boolean;

// The guards that read the whole message give the same answer for every rule that matches it, and
// on a long message they were most of the time: each is asked once per message, not per match.
function wholeMessage(text: string): Whole {
  const answers = new Map<(text: string) => boolean, boolean>();
  return (guard) => {
    let answer = answers.get(guard);
    if (answer === undefined) {
      answer = guard(text);
      answers.set(guard, answer);
    }
    return answer;
  };
}

const anySentence = (guard: (sentence: string) => boolean) => (text: string) =>
  text.split('|').some((sentence) => guard(sentence));
const JOKING_SOMEWHERE = anySentence(isJoking);
const MEDIA_SOMEWHERE = anySentence(isGameOrMedia);

/** The guard that stops this match, if any. */
function guardFor(rule: Rule, text: string, index: number, whole: Whole): string | undefined {
  const sentence = sentenceAt(text, index);
  const before = text.slice(sentence.start, index);
  if (isGameOrMedia(clauseAt(sentence, index))) return 'game or media';
  if (whole(isTeamBanter)) return 'team banter';
  if (NEGATABLE.has(rule.id) && isNegated(` ${before}`)) return 'negated';
  if (rule.subject !== 'any' && whole(isInformational)) return 'information question';
  if (rule.subject !== 'any' && whole(isResolvedPast)) return 'resolved past';
  if (!hasNear(rule, text, index)) return 'second concept not near';
  return undefined;
}

// Words of the match itself that make him the one at risk ("she'd have an easier time if I
// wasn't around", "what's the point in me"): whoever else the sentence names before them.
const HIM_IN_MATCH = /\b(?:i|im|ive|id|me|myself)\b/;
const namesHim = (matched: string) => HIM_IN_MATCH.test(matched);

function judge(
  rule: Rule,
  text: string,
  index: number,
  matched: string,
  whole: Whole,
): Judged | undefined {
  if (guardFor(rule, text, index, whole)) return undefined;
  const sentence = sentenceAt(text, index);
  const before = text.slice(sentence.start, index);
  const category =
    rule.subject === 'self' && !namesHim(matched) && aboutSomeoneElse(` ${before}`)
      ? 'other-at-risk'
      : rule.category;
  // Gallows humour and petty triggers ("if he's late again I'll kill him") are often how men say
  // things they don't mean, and sometimes how they say the real thing: either lowers a crisis to
  // the direct question rather than to nothing. An overdose in progress is never a joke.
  const joking =
    rule.category !== 'overdose-injury' &&
    (whole(isJoking) ||
      whole(isPastOnly) ||
      whole(isPettyThreat) ||
      isComparison(sentence.text) ||
      (WAKE_RULES.has(rule.id) && isTiredness(sentence.text)) ||
      (rule.category === 'preparation-goodbye' && whole(isIllnessPlanning)) ||
      (category === 'other-at-risk' && whole(isInCare)));
  return {
    reason: { rule: rule.id, category, words: matched.trim() },
    level: joking ? 'concern' : rule.level,
  };
}

export type Analysis = {
  /** Normalized text with figures of speech removed. */
  text: string;
  crisis: RiskReason[];
  concern: RiskReason[];
  /** Rules that matched but a guard stopped. */
  guarded: string[];
  /** Guards that hold for the whole message. */
  flags: string[];
};

/** What the rules and guards make of a message, before the learned scorer has its say. */
export function analyse(message: string): Analysis {
  const text = withoutFigures(normalizeMessage(message));
  const crisis: RiskReason[] = [];
  const concern: RiskReason[] = [];
  const guarded: string[] = [];
  const mayMatch = GATES.read(text);
  const whole = wholeMessage(text);
  RULES.forEach((rule, index) => {
    if (!mayMatch(index)) return;
    const re = COMPILED[index] as RegExp;
    re.lastIndex = 0;
    let matched = false;
    for (let match = re.exec(text); match; match = re.exec(text)) {
      matched = true;
      const judged = judge(rule, text, match.index, match[0], whole);
      if (!judged) continue;
      (judged.level === 'crisis' ? crisis : concern).push(judged.reason);
      matched = false;
      break;
    }
    if (matched) guarded.push(rule.id);
  });
  const flags = [
    whole(isInformational) && 'info',
    whole(isResolvedPast) && 'resolved',
    whole(isTeamBanter) && 'team',
    whole(JOKING_SOMEWHERE) && 'joke',
    whole(MEDIA_SOMEWHERE) && 'media',
  ].filter((flag): flag is string => typeof flag === 'string');
  return { text, crisis, concern, guarded, flags };
}

const LOOKING_AHEAD =
  /\b(?:let (?:you|u) know how (?:it|i|that) (?:goes|went|go|get on|got on)|(?<!\b(?:not|never|wont|dont|cant) )(?:come|check) back (?:after|tomorrow|next|on \w+day|and (?:let|tell))|(?:can|could) (?:you|u) (?:break (?:it|this|that) down|walk me through|give me (?:some |a few )?(?:steps|tips|ideas|a plan|a routine)))\b/;

// Anything of death, a way to die, a goodbye, a wish, an ending or despair keeps the doubt.
const RISK_WORDS = new RegExp(
  ['death', 'method', 'goodbye', 'possessions', 'wish', 'finality', 'hopeless', 'pills', 'blood']
    .map((name) => CONCEPTS[name]?.source ?? '(?!)')
    .join('|'),
);
const STILL_HERE = /\b(?:still (?:here|around|alive)|if i make it|if im (?:here|around))\b/;

export function checkMessage(message: string): MessageRisk {
  const analysis = analyse(message);
  const { concern } = analysis;
  let { crisis } = analysis;
  const scored = scoreRisk(analysis);
  const explicit = crisis.some((reason) => EXPLICIT_RULES.has(reason.rule));
  if (crisis.length && !explicit && !scored.confirmsCrisis) {
    // The rule fired, but the whole message reads unlike risk to the scorer (a new way of telling
    // a past, a story, a question): ask directly instead of sounding the alarm.
    concern.push(...crisis);
    crisis = [];
  }
  // The scorer's doubt alone, on a man asking for steps or saying he will come back and report:
  // a man looking ahead, with nothing of death, method or goodbye in his words (fresh13's
  // readers: "can you break it down step by step", "might come back after saturday and let you
  // know how it went" were each asked about suicide).
  const lookingAhead = () =>
    LOOKING_AHEAD.test(analysis.text) &&
    !RISK_WORDS.test(analysis.text) &&
    !STILL_HERE.test(analysis.text);
  if (!crisis.length && scored.concern && (concern.length > 0 || !lookingAhead()))
    concern.push(scored.concern);
  const reasons = crisis.length ? crisis : concern;
  if (!reasons.length) return { level: 'none', reasons: [] };
  // A rule knows who it is about ("my brother says he will jump in the river"); the scorer's
  // category is a bag of words' guess, so it names the category only when no rule fired.
  const named = reasons.filter((reason) => reason !== scored.concern);
  const from = named.length ? named : reasons;
  const category = CATEGORY_PRIORITY.find((c) => from.some((r) => r.category === c));
  return {
    level: crisis.length ? 'crisis' : 'concern',
    category,
    reasons: [...crisis, ...concern],
  };
}

/** Every rule that matched, with the words and the guard that stopped it (for `eval:crisis --explain`). */
export function explain(message: string): {
  text: string;
  matches: { rule: string; words: string; guard?: string }[];
} {
  const text = withoutFigures(normalizeMessage(message));
  const matches: { rule: string; words: string; guard?: string }[] = [];
  const mayMatch = GATES.read(text);
  const whole = wholeMessage(text);
  RULES.forEach((rule, index) => {
    if (!mayMatch(index)) return;
    const re = COMPILED[index] as RegExp;
    re.lastIndex = 0;
    for (let match = re.exec(text); match; match = re.exec(text)) {
      const guard = guardFor(rule, text, match.index, whole);
      matches.push({ rule: rule.id, words: match[0].trim(), ...(guard ? { guard } : {}) });
    }
  });
  return { text, matches };
}

/**
 * V8 compiles each regular expression on first use, and the rules are large: the first message
 * would pay for all of them (about half a second measured). The server calls this at start-up.
 */
export function warmUpRiskCheck(): void {
  for (const sample of [
    "I can't sleep and work is killing me. Took two paracetamol. tonight's the night, the rope's in the shed",
    'my mate said he wants to die; she hit me and locked the door; I could murder a curry lol',
  ]) {
    for (let i = 0; i < 3; i += 1) checkMessage(sample);
  }
}
