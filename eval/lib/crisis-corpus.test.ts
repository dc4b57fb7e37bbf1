import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RISK_CATEGORIES } from '../../src/shared/safety/risk';
import { loadCorpus, nearDuplicates } from './crisis-corpus';

// The corpus is the yardstick for the crisis check: it must stay big enough, balanced across
// every category in both splits, and free of near-duplicates that would count one wording twice.
const corpus = loadCorpus(join(import.meta.dirname, '..', 'crisis'));

describe('crisis corpus', () => {
  it('holds at least 1,500 messages, about half of them risk, and a test split of 500+', () => {
    const { messages } = corpus;
    const risk = messages.filter((item) => item.label === 'risk').length;
    expect(messages.length).toBeGreaterThanOrEqual(1500);
    expect(risk / messages.length).toBeGreaterThan(0.4);
    expect(risk / messages.length).toBeLessThan(0.6);
    expect(messages.filter((item) => item.split === 'test').length).toBeGreaterThanOrEqual(500);
  });

  it('covers every risk category with at least 25 messages in each split', () => {
    for (const split of ['dev', 'test'] as const) {
      for (const category of RISK_CATEGORIES) {
        const count = corpus.messages.filter(
          (item) => item.split === split && item.category === category,
        ).length;
        expect({ split, category, count }).toEqual({
          split,
          category,
          count: expect.toSatisfy((n: number) => n >= 25),
        });
      }
    }
  });

  it('has multi-turn conversations of every kind in both splits', () => {
    for (const split of ['dev', 'test'] as const) {
      const kinds = new Set(
        corpus.conversations.filter((item) => item.split === split).map((item) => item.kind),
      );
      expect([...kinds].sort()).toEqual(['after-concern', 'after-crisis', 'negative', 'split']);
    }
  });

  it('has no two messages worded nearly alike (run eval/crisis/tools/dedupe.ts)', () => {
    const pairs = nearDuplicates(corpus.messages).map(
      ([a, b]) => `${a.split}/${a.writer}:${a.line} ~ ${b.split}/${b.writer}:${b.line}`,
    );
    expect(pairs).toEqual([]);
  });
});
