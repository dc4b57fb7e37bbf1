import { describe, expect, it } from 'vitest';
import { checkCrisis, isCrisisMessage } from './crisis-check';
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
