import { describe, expect, it } from 'vitest';
import { BANDS, bandFor } from './bands';
import { AUDITC, GAD7, INSTRUMENTS, PHQ9, PHQ9_DIFFICULTY } from './instruments';
import {
  PHQ2_GATE,
  answersProblem,
  item9Positive,
  phq2OpensGate,
  scoreAnswers,
  type ScoredForm,
} from './scoring';

/** Every combination of answers, each drawn from 0..top. */
function* allAnswers(length: number, top: number): Generator<number[]> {
  const answers = new Array<number>(length).fill(0);
  while (true) {
    yield [...answers];
    let i = length - 1;
    while (i >= 0 && answers[i] === top) answers[i--] = 0;
    if (i < 0) return;
    answers[i] = (answers[i] ?? 0) + 1;
  }
}
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('the published wording and answer values', () => {
  it('keeps nine PHQ-9, seven GAD-7 and three AUDIT-C items with their official options', () => {
    expect(PHQ9.items).toHaveLength(9);
    expect(GAD7.items).toHaveLength(7);
    expect(AUDITC.items).toHaveLength(3);
    for (const item of [...PHQ9.items, ...GAD7.items])
      expect(item.options).toEqual([
        { value: 0, label: 'Not at all' },
        { value: 1, label: 'Several days' },
        { value: 2, label: 'More than half the days' },
        { value: 3, label: 'Nearly every day' },
      ]);
    expect(PHQ9.items[8]?.text).toBe(
      'Thoughts that you would be better off dead or of hurting yourself in some way',
    );
    expect(PHQ9_DIFFICULTY.options.map((o) => o.value)).toEqual([0, 1, 2, 3]);
    for (const item of AUDITC.items)
      expect(item.options.map((o) => o.value)).toEqual([0, 1, 2, 3, 4]);
    expect(AUDITC.items[2]?.text).toBe('How often do you have six or more drinks on one occasion?');
  });

  it('has a maximum that is the sum of each item’s highest value', () => {
    for (const instrument of Object.values(INSTRUMENTS))
      expect(instrument.maxScore).toBe(
        sum(instrument.items.map((item) => Math.max(...item.options.map((o) => o.value)))),
      );
  });
});

describe('PHQ-2 → PHQ-9 gate', () => {
  it(`opens at a first-two score of ${PHQ2_GATE} or more, for all 16 pairs`, () => {
    for (const pair of allAnswers(2, 3)) {
      const opens = sum(pair) >= 2;
      expect(phq2OpensGate(pair), `${pair}`).toBe(opens);
      // The two answers alone are a complete check only while the gate stays shut.
      expect(answersProblem('phq9', pair) === null, `${pair}`).toBe(!opens);
    }
    expect(phq2OpensGate([1, 0])).toBe(false);
    expect(phq2OpensGate([1, 1])).toBe(true);
    expect(phq2OpensGate([0, 2])).toBe(true);
  });

  it('scores a stopped check as a PHQ-2 out of 6', () => {
    expect(scoreAnswers('phq9', [0, 0])).toEqual({
      instrument: 'phq9',
      form: 'phq2',
      score: 0,
      maxScore: 6,
    });
    expect(scoreAnswers('phq9', [0, 1])).toMatchObject({ form: 'phq2', score: 1 });
    expect(() => scoreAnswers('phq9', [1, 1])).toThrow(/needs all 9 answers/);
  });

  it('refuses nine answers when the first two did not open the gate', () => {
    expect(answersProblem('phq9', [1, 0, 3, 3, 3, 3, 3, 3, 3])).toMatch(/only asked when/);
    expect(answersProblem('phq9', [1, 1, 0, 0, 0, 0, 0, 0, 0])).toBeNull();
  });

  it('refuses any other number of answers', () => {
    for (const length of [0, 1, 3, 8, 10])
      expect(answersProblem('phq9', new Array(length).fill(1)), `${length}`).toMatch(
        /2 or 9 answers/,
      );
  });
});

describe('PHQ-9 scoring, every one of the 4^9 answer sets', () => {
  it('is the plain sum, banded 0–4, 5–9, 10–14, 15–19, 20–27, with item 9 flagged for 1, 2 and 3', () => {
    // 262,144 sets: plain comparisons, one expect at the end (expect per set takes minutes).
    const wrong: string[] = [];
    let scored = 0;
    for (const answers of allAnswers(9, 3)) {
      if (sum(answers.slice(0, 2)) < 2) {
        if (answersProblem('phq9', answers) === null) wrong.push(`${answers}: accepted`);
        continue;
      }
      const result = scoreAnswers('phq9', answers);
      const total = sum(answers);
      const expected =
        total <= 4
          ? 'Minimal'
          : total <= 9
            ? 'Mild'
            : total <= 14
              ? 'Moderate'
              : total <= 19
                ? 'Moderately severe'
                : 'Severe';
      if (
        result.score !== total ||
        result.form !== 'phq9' ||
        !bandFor('phq9', total).clinical.startsWith(expected) ||
        item9Positive('phq9', answers) !== (answers[8] ?? 0) > 0
      )
        wrong.push(`${answers}: ${JSON.stringify(result)}`);
      scored += 1;
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    // 4^9 minus the sets whose first two sum to 0 or 1 (3 of the 16 pairs).
    expect(scored).toBe(4 ** 9 - 3 * 4 ** 7);
  });
});

describe('item 9 trigger', () => {
  const base = [1, 1, 0, 0, 0, 0, 0, 0];
  it.each([
    [0, 'Not at all', false],
    [1, 'Several days', true],
    [2, 'More than half the days', true],
    [3, 'Nearly every day', true],
  ])('answer %i (%s) opens the crisis flow: %s', (value, label, opens) => {
    expect(PHQ9.items[8]?.options[value]?.label).toBe(label);
    expect(item9Positive('phq9', [...base, value])).toBe(opens);
  });

  it('never fires for a stopped PHQ-2, nor for the other checks', () => {
    expect(item9Positive('phq9', [0, 1])).toBe(false);
    expect(item9Positive('gad7', [3, 3, 3, 3, 3, 3, 3])).toBe(false);
    expect(item9Positive('auditc', [4, 4, 4])).toBe(false);
  });
});

describe('GAD-7 scoring, every one of the 4^7 answer sets', () => {
  it('is the plain sum, banded 0–4, 5–9, 10–14, 15–21', () => {
    const wrong: string[] = [];
    for (const answers of allAnswers(7, 3)) {
      const total = sum(answers);
      const result = scoreAnswers('gad7', answers);
      const expected =
        total <= 4 ? 'Minimal' : total <= 9 ? 'Mild' : total <= 14 ? 'Moderate' : 'Severe';
      if (
        result.score !== total ||
        result.form !== 'gad7' ||
        result.maxScore !== 21 ||
        !bandFor('gad7', total).clinical.startsWith(expected)
      )
        wrong.push(`${answers}: ${JSON.stringify(result)}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('refuses a missing, extra or out-of-range answer', () => {
    expect(answersProblem('gad7', [0, 0, 0, 0, 0, 0])).toMatch(/7 answers/);
    expect(answersProblem('gad7', [0, 0, 0, 0, 0, 0, 0, 0])).toMatch(/7 answers/);
    expect(answersProblem('gad7', [0, 0, 4, 0, 0, 0, 0])).toMatch(
      /Answer 3 must be one of 0, 1, 2, 3/,
    );
    expect(answersProblem('gad7', [0, -1, 0, 0, 0, 0, 0])).toMatch(/Answer 2/);
    expect(answersProblem('gad7', [0, 0.5, 0, 0, 0, 0, 0])).toMatch(/Answer 2/);
  });
});

describe('AUDIT-C scoring, every one of the 5^3 answer sets', () => {
  it('is the plain sum, banded 0–3, 4–7, 8–12 for men; "Never" first means the rest are 0', () => {
    let scored = 0;
    for (const answers of allAnswers(3, 4)) {
      if (answers[0] === 0 && sum(answers) > 0) {
        expect(answersProblem('auditc', answers)).toMatch(/After "Never"/);
        continue;
      }
      const total = sum(answers);
      expect(scoreAnswers('auditc', answers).score).toBe(total);
      expect(bandFor('auditc', total).level).toBe(
        total <= 3 ? 'low' : total <= 7 ? 'some' : 'high',
      );
      scored += 1;
    }
    expect(scored).toBe(125 - 24);
  });

  it('refuses 5 as an answer and a short list', () => {
    expect(answersProblem('auditc', [1, 5, 0])).toMatch(/Answer 2 must be one of 0, 1, 2, 3, 4/);
    expect(answersProblem('auditc', [1, 1])).toMatch(/3 answers/);
  });
});

describe('bands', () => {
  const tops: Record<ScoredForm, number> = { phq2: 1, phq9: 27, gad7: 21, auditc: 12 };

  it('cover every possible score exactly once, in order, with no gap', () => {
    for (const [form, bands] of Object.entries(BANDS)) {
      expect(bands[0]?.min, form).toBe(0);
      expect(bands.at(-1)?.max, form).toBe(tops[form as ScoredForm]);
      for (let i = 1; i < bands.length; i++)
        expect(bands[i]?.min, `${form} band ${i}`).toBe((bands[i - 1]?.max ?? NaN) + 1);
    }
  });

  it.each([
    ['phq9', 4, 5],
    ['phq9', 9, 10],
    ['phq9', 14, 15],
    ['phq9', 19, 20],
    ['gad7', 4, 5],
    ['gad7', 9, 10],
    ['gad7', 14, 15],
    ['auditc', 3, 4],
    ['auditc', 7, 8],
  ] as const)('%s changes band between %i and %i', (form, below, at) => {
    expect(bandFor(form, below)).not.toBe(bandFor(form, at));
    expect(bandFor(form, below).max).toBe(below);
    expect(bandFor(form, at).min).toBe(at);
  });

  it('sends him to a GP from a PHQ-9 or GAD-7 of 10 and an AUDIT-C of 8', () => {
    expect(bandFor('phq9', 9).level).toBe('some');
    expect(bandFor('phq9', 10).level).toBe('high');
    expect(bandFor('gad7', 9).level).toBe('some');
    expect(bandFor('gad7', 10).level).toBe('high');
    expect(bandFor('auditc', 7).level).toBe('some');
    expect(bandFor('auditc', 8).level).toBe('high');
  });

  it('never says diagnosis or therapy in what he reads, and refuses a score out of range', () => {
    for (const band of Object.values(BANDS).flat())
      for (const text of [band.title, band.meaning, band.helps, band.gp])
        expect(text).not.toMatch(/diagnos|therap|disorder/i);
    expect(() => bandFor('phq9', 28)).toThrow(RangeError);
    expect(() => bandFor('phq2', 2)).toThrow(RangeError);
  });
});
