import { INSTRUMENTS, type InstrumentId } from './instruments';

// Scoring exactly as published: every answer's value summed, nothing weighted or rescaled.
// The server scores again from the answers, so a saved score can never disagree with them.

/**
 * The PHQ-2 (the PHQ-9's first two questions) decides whether the other seven are asked. Issue 18
 * sets the gate at 2, not the more common 3: at 2 it misses fewer men with depression
 * (Levis et al., JAMA 2020), and asking seven more questions costs him a minute.
 */
export const PHQ2_GATE = 2;
export const PHQ2_ITEMS = 2;
/** PHQ-9 item 9: thoughts of being better off dead or of self-harm. */
export const PHQ9_ITEM9_INDEX = 8;

export type ScoredForm = 'phq2' | 'phq9' | 'gad7' | 'auditc';

export type Score = {
  instrument: InstrumentId;
  /** `phq2` when the mood check stopped after two questions. */
  form: ScoredForm;
  score: number;
  maxScore: number;
};

/** A message naming what is wrong with a set of answers, or null when they can be scored. */
export function answersProblem(
  instrument: InstrumentId,
  answers: readonly number[],
): string | null {
  const { items } = INSTRUMENTS[instrument];
  for (const [index, answer] of answers.entries()) {
    const options = items[index]?.options;
    if (!options) break;
    if (!options.some((option) => option.value === answer))
      return `Answer ${index + 1} must be one of ${options.map((o) => o.value).join(', ')}`;
  }
  if (instrument === 'phq9') {
    if (answers.length !== PHQ2_ITEMS && answers.length !== items.length)
      return `The mood check has ${PHQ2_ITEMS} or ${items.length} answers`;
    const phq2 = sum(answers.slice(0, PHQ2_ITEMS));
    if (answers.length === PHQ2_ITEMS && phq2 >= PHQ2_GATE)
      return `A first-two score of ${PHQ2_GATE} or more needs all ${items.length} answers`;
    if (answers.length === items.length && phq2 < PHQ2_GATE)
      return `The other ${items.length - PHQ2_ITEMS} questions are only asked when the first two score ${PHQ2_GATE} or more`;
    return null;
  }
  if (answers.length !== items.length)
    return `The ${INSTRUMENTS[instrument].name} has ${items.length} answers`;
  // AUDIT: "Never" to question 1 skips the others, which then score 0 (WHO manual, 2001).
  if (instrument === 'auditc' && answers[0] === 0 && sum(answers) !== 0)
    return 'After "Never" to the first question, the other answers must be 0';
  return null;
}

/** Whether the mood check goes on past its first two questions. */
export function phq2OpensGate(firstTwo: readonly number[]): boolean {
  return sum(firstTwo.slice(0, PHQ2_ITEMS)) >= PHQ2_GATE;
}

/** Any answer above "Not at all" to item 9 opens the crisis flow, before any score is shown. */
export function item9Positive(instrument: InstrumentId, answers: readonly number[]): boolean {
  return instrument === 'phq9' && (answers[PHQ9_ITEM9_INDEX] ?? 0) > 0;
}

/** Scores valid answers; throws on answers that `answersProblem` refuses. */
export function scoreAnswers(instrument: InstrumentId, answers: readonly number[]): Score {
  const problem = answersProblem(instrument, answers);
  if (problem) throw new RangeError(problem);
  const score = sum(answers);
  if (instrument === 'phq9' && answers.length === PHQ2_ITEMS)
    return { instrument, form: 'phq2', score, maxScore: 6 };
  return { instrument, form: instrument, score, maxScore: INSTRUMENTS[instrument].maxScore };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
