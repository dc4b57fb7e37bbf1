import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAFETY_FIGURES } from '../../src/shared/content/safety-figures';
import { RISK_CATEGORIES } from '../../src/shared/safety/risk';
import { loadCorpus } from './crisis-corpus';
import { scoreCorpus } from './crisis-score';

// /safety publishes the risk check's figures on the frozen test split. They are written by a
// script; this keeps them honest: a change to the check that moves them fails here until
// `npm run eval:crisis -- --write-safety` is run again.
describe('the figures /safety publishes', () => {
  it('are what the risk check scores on the test split today', { timeout: 60_000 }, () => {
    const test = scoreCorpus(loadCorpus(join(import.meta.dirname, '..', 'crisis')), 'test');
    expect(SAFETY_FIGURES.risk).toEqual({ total: test.risk, caught: test.caught });
    expect(SAFETY_FIGURES.none).toEqual({
      total: test.none,
      crisis: test.falseCrisis,
      concern: test.falseConcern,
    });
    for (const category of RISK_CATEGORIES)
      expect(SAFETY_FIGURES.byCategory[category], category).toEqual(test.byCategory[category]);
    expect(SAFETY_FIGURES.conversations).toEqual({
      total: test.conversations.risk,
      caught: test.conversations.caught,
    });
  });
});
