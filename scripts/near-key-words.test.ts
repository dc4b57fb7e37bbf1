import { describe, expect, it } from 'vitest';
import { NEAR_KEY_WORDS, WORDS_ENDING_IN_IN } from '../src/shared/safety/risk-check/word-lists';
import { nearKeyWords, wordsEndingInIn } from './near-key-words';

describe('word-lists.ts', () => {
  it('is up to date with KEY_WORDS and the word list (run scripts/generate-near-key-words.ts)', () => {
    expect([...NEAR_KEY_WORDS]).toEqual(nearKeyWords());
    expect([...WORDS_ENDING_IN_IN]).toEqual(wordsEndingInIn());
  });
});
