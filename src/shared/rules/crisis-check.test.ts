import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkCrisis,
  CRISIS_PATTERNS,
  type CrisisCheckResult,
  isCrisisMessage,
  normalizeForCrisisCheck,
} from './crisis-check';
import { CRISIS_PHRASES } from './crisis-phrases';

describe('crisis check on the labelled set', () => {
  const risky = CRISIS_PHRASES.filter((phrase) => phrase.risk);
  const ordinary = CRISIS_PHRASES.filter((phrase) => !phrase.risk);
  const missed = risky
    .filter((phrase) => !isCrisisMessage(phrase.text))
    .map((phrase) => phrase.text);
  const falseAlarms = ordinary
    .map((phrase) => ({ text: phrase.text, matched: checkCrisis(phrase.text).matched }))
    .filter((result) => result.matched !== undefined);
  const recall = (risky.length - missed.length) / risky.length;
  const falsePositiveRate = falseAlarms.length / ordinary.length;

  it('holds at least 100 phrasings of both kinds', () => {
    console.info(
      `[crisis set] ${CRISIS_PHRASES.length} phrasings (${risky.length} risk, ${ordinary.length} figurative/ordinary): ` +
        `recall ${(recall * 100).toFixed(1)}%, false-positive rate ${(falsePositiveRate * 100).toFixed(1)}%` +
        (falseAlarms.length
          ? `; false alarms: ${falseAlarms.map((f) => `"${f.text}" (${f.matched})`).join(', ')}`
          : ''),
    );
    expect(CRISIS_PHRASES.length).toBeGreaterThanOrEqual(100);
    expect(risky.length).toBeGreaterThanOrEqual(40);
    expect(ordinary.length).toBeGreaterThanOrEqual(40);
  });

  it('catches every risk phrasing (recall 100%)', () => {
    expect(missed).toEqual([]);
    expect(recall).toBe(1);
  });

  it('keeps false positives at or below 5%', () => {
    expect(falsePositiveRate).toBeLessThanOrEqual(0.05);
  });
});

describe('crisis check details', () => {
  it('ignores case, curly apostrophes and punctuation', () => {
    expect(isCrisisMessage('I DON’T WANT TO WAKE UP!!!')).toBe(true);
    expect(isCrisisMessage('k.m.s')).toBe(true);
  });

  it('still triggers when a figure of speech sits next to a real statement', () => {
    expect(
      isCrisisMessage(
        'this deadline will be the death of me, everyone would be better off without me',
      ),
    ).toBe(true);
  });

  it('does not trigger on empty or neutral text', () => {
    expect(isCrisisMessage('')).toBe(false);
    expect(isCrisisMessage('Had a decent day, talked to my brother')).toBe(false);
  });
});

describe('crisis check shortcuts', () => {
  // The one-call pre-checks must never change an answer: this is the plain, pattern-by-pattern
  // check they stand in front of.
  const reference = (text: string): CrisisCheckResult => {
    let normalized = normalizeForCrisisCheck(text);
    for (const pattern of CRISIS_PATTERNS.figurative)
      normalized = normalized.replace(pattern, ' _ ');
    for (const pattern of CRISIS_PATTERNS.risk) {
      const match = pattern.exec(normalized);
      if (match) return { crisis: true, matched: match[0].trim() };
    }
    return { crisis: false };
  };

  // Words the patterns are made of, so random sentences land on (and near) real matches.
  const vocabulary = [
    ...new Set(
      [...CRISIS_PATTERNS.figurative, ...CRISIS_PATTERNS.risk]
        .flatMap((pattern) => pattern.source.match(/[a-z]+/g) ?? [])
        .filter((word) => word.length > 1),
    ),
    'i',
    'me',
    'my',
    'to',
    'a',
    'the',
    'work',
    'and',
  ];

  it('answers exactly as the pattern-by-pattern check on the labelled set', () => {
    for (const phrase of CRISIS_PHRASES)
      expect(checkCrisis(phrase.text)).toEqual(reference(phrase.text));
  });

  it('answers exactly as the pattern-by-pattern check on 20,000 random sentences', () => {
    const sentence = fc
      .array(
        fc.oneof(
          fc.constantFrom(...vocabulary),
          fc.constantFrom(...CRISIS_PHRASES.map((p) => p.text)),
        ),
        {
          minLength: 1,
          maxLength: 12,
        },
      )
      .map((words) => words.join(' '));
    let crises = 0;
    fc.assert(
      fc.property(sentence, (text) => {
        const expected = reference(text);
        if (expected.crisis) crises += 1;
        expect(checkCrisis(text)).toEqual(expected);
      }),
      { numRuns: 20_000 },
    );
    // Both kinds were exercised, so the comparison covered the shortcut and the full path.
    expect(crises).toBeGreaterThan(1000);
    expect(crises).toBeLessThan(19_000);
  });
});
