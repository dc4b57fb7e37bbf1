import {
  ABUSE_ACT,
  ACCIDENT,
  DEATH,
  GOODBYE_ITEMS,
  METHOD_INTENT,
  METHOD_OBJECT,
  NEGATION,
  NOT_MIND,
  PERPETRATOR,
  POSSESSIONS,
  SERIOUS,
  THIRD_PERSON_RISK,
  TIME,
  TIME_ACT,
  VIOLENCE,
  WEAPON,
  WISH,
} from './lexicon';
import { LiteralGates } from './literal-gate';
import { wordAlternation } from './word-trie';

// What the learned scorer (model.ts) sees of a message: its words and word pairs, which concept
// classes it contains, and what the rules and guards made of it. Shared by the scorer and by the
// script that trains it (scripts/train-crisis-model.ts), so the two can never disagree.

// A plain list ("a|b|c") is folded into a trie, which V8 runs far faster than the alternation.
const concept = (source: string) =>
  new RegExp(
    `\\b${source.includes('(') ? `(?:${source})` : wordAlternation(source.split('|'))}\\b`,
  );

export const CONCEPTS: Readonly<Record<string, RegExp>> = {
  death: concept(DEATH),
  wish: concept(WISH),
  method: concept(METHOD_OBJECT),
  methodIntent: concept(METHOD_INTENT),
  time: concept(TIME),
  timeAct: concept(TIME_ACT),
  goodbye: concept(GOODBYE_ITEMS),
  possessions: concept(POSSESSIONS),
  weapon: concept(WEAPON),
  violence: concept(VIOLENCE),
  serious: concept(SERIOUS),
  perpetrator: concept(PERPETRATOR),
  abuse: concept(ABUSE_ACT),
  thirdRisk: concept(THIRD_PERSON_RISK),
  accident: concept(ACCIDENT),
  notMind: concept(NOT_MIND),
  negation: concept(NEGATION),
  finality: concept(
    'for good|forever|for ever|permanently|anymore|any more|no more|last time|one last|the last|final|the end|over|done|gone|ready|before i go|after im gone|when im gone',
  ),
  selfRef: concept('i|im|ive|id|ill|me|my|myself|mans'),
  thirdRef: concept('he|hes|she|shes|his|her|him|himself|herself|mate|brother|son|friend|buddy'),
  pills: concept(
    'pills|tablets|meds|paracetamol|tylenol|painkillers|sleeping \\w+|insulin|overdose|took|swallowed',
  ),
  blood: concept('blood|bleeding|bleed|deep|wound|cut|cuts|cutting|razor|blade|burn|burning'),
  hopeless: concept(
    'hopeless|pointless|worthless|useless|empty|numb|trapped|burden|no point|no way out|cant cope|cant do this|cant go on|give up|giving up|tired of|nothing left|no future|nobody cares|no one cares|alone|on my own',
  ),
};

const CONCEPT_ENTRIES = Object.entries(CONCEPTS);
// Most concepts are absent from most messages; their gates say so cheaply (literal-gate.ts).
const CONCEPT_GATES = new LiteralGates(CONCEPT_ENTRIES.map(([, re]) => re));

export type FeatureInput = {
  /** Normalized text with figures of speech removed. */
  text: string;
  /** Ids of rules that fired, and of rules a guard stopped. */
  fired: readonly string[];
  guarded: readonly string[];
  /** Guards that were true for the message. */
  flags: readonly string[];
};

/** A light stem, so "hanging", "hanged" and "hangs" share what they teach ("hang"). */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  return word.replace(/(?:ingly|edly|ing|ed|es|s|ly)$/, '') || word;
}

/** The set of feature names present in a message. */
export function extractFeatures(input: FeatureInput): Set<string> {
  const features = new Set<string>(['bias']);
  for (const sentence of input.text.split('|')) {
    const words = sentence.trim().split(' ').filter(Boolean);
    const stems = words.map(stem);
    words.forEach((word, index) => {
      features.add(`w:${word}`);
      features.add(`s:${stems[index]}`);
      const next = stems[index + 1];
      if (next) features.add(`b:${stems[index]} ${next}`);
    });
  }
  const mayMatch = CONCEPT_GATES.read(input.text);
  const concepts: string[] = [];
  CONCEPT_ENTRIES.forEach(([name, re], index) => {
    if (mayMatch(index) && re.test(input.text)) concepts.push(`c:${name}`);
  });
  for (const concept of concepts) features.add(concept);
  // Pairs of concepts carry most of the meaning ("method" with "selfRef", "time" with "finality").
  for (let i = 0; i < concepts.length; i += 1) {
    for (let j = i + 1; j < concepts.length; j += 1)
      features.add(`cc:${concepts[i]}&${concepts[j]}`);
  }
  for (const id of input.fired) features.add(`r:${id}`);
  for (const id of input.guarded) features.add(`rg:${id}`);
  for (const flag of input.flags) features.add(`g:${flag}`);
  const length = input.text.split(' ').length;
  features.add(`len:${length < 8 ? 'short' : length < 30 ? 'medium' : 'long'}`);
  return features;
}
