import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONCEPTS } from '../../src/shared/safety/risk-check/features';
import { FIGURATIVE } from '../../src/shared/safety/risk-check/guards';
import { LiteralGates } from '../../src/shared/safety/risk-check/literal-gate';
import { normalizeMessage } from '../../src/shared/safety/risk-check/normalize';
import { RULES } from '../../src/shared/safety/risk-check/rules';
import { loadCorpus } from './crisis-corpus';

describe("the crisis check's literal gates on the corpus", () => {
  // The gate is only worth having if it never changes an answer: over every message of the
  // corpus, no rule or concept that matches a message is stopped by its gate.
  it('never stops a rule or concept that matches a corpus message', () => {
    const corpus = loadCorpus(join(import.meta.dirname, '..', 'crisis'));
    const expressions = [...RULES.map((rule) => rule.re), ...Object.values(CONCEPTS)];
    const gates = new LiteralGates(expressions);
    let stopped = 0;
    let wronglyStopped = 0;
    for (const { message } of corpus.messages) {
      let text = normalizeMessage(message);
      for (const re of FIGURATIVE) text = text.replace(re, ' _ ');
      const mayMatch = gates.read(text);
      expressions.forEach((re, index) => {
        if (mayMatch(index)) return;
        stopped += 1;
        if (re.test(text)) wronglyStopped += 1;
      });
    }
    expect(wronglyStopped).toBe(0);
    // And it does stop most of them, or it would be no use.
    expect(stopped / (corpus.messages.length * expressions.length)).toBeGreaterThan(0.6);
  });
});
