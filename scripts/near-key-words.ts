import { createRequire } from 'node:module';
import { editDistanceAtMostOne } from '../src/shared/safety/risk-check/edit-distance';
import { KEY_WORDS } from '../src/shared/safety/risk-check/key-words';

const english = () => createRequire(import.meta.url)('an-array-of-english-words') as string[];

/** English words that end in "in" ("begin", "skin"), so that only dropped g's get one back. */
// Medicines the English list lacks, which men name when they talk about what they take: without
// them "pregabalin" became "pregabaling" (found writing c31's dark neighbours).
const MEDICINES_ENDING_IN_IN = [
  'pregabalin',
  'oxycontin',
  'simvastatin',
  'atorvastatin',
  'rosuvastatin',
  'azithromycin',
];

export function wordsEndingInIn(): string[] {
  return [
    ...new Set([
      ...english().filter((word) => word.length >= 3 && word.endsWith('in')),
      ...MEDICINES_ENDING_IN_IN,
    ]),
  ].sort();
}

/** English words (from the an-array-of-english-words list) one edit from a key word of 5+ letters. */
export function nearKeyWords(): string[] {
  const keys = KEY_WORDS.filter((word) => word.length >= 5);
  const keySet = new Set<string>(KEY_WORDS);
  return english()
    .filter((word) => word.length >= 4 && !keySet.has(word))
    .filter((word) => keys.some((key) => editDistanceAtMostOne(word, key)))
    .sort();
}
