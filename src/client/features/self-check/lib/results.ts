import type { SelfCheckPayload, SelfCheckResult } from '@shared/contracts/self-check';
import { bandFor, type Band } from '@shared/self-check/bands';
import type { InstrumentId } from '@shared/self-check/instruments';
import { scoreAnswers, type ScoredForm } from '@shared/self-check/scoring';
import type { LocalResult } from '../store/local-results';

/** A result as the page shows it, wherever it is kept. */
export type ShownResult = {
  id: string;
  instrument: InstrumentId;
  form: ScoredForm;
  answers: number[];
  difficulty: number | null;
  takenAt: string;
  score: number;
  maxScore: number;
  band: Band;
  onDevice: boolean;
  onAccount: boolean;
};

export function fromAnswers(result: LocalResult): Omit<ShownResult, 'onDevice' | 'onAccount'> {
  const scored = scoreAnswers(result.instrument, result.answers);
  return { ...result, ...scored, band: bandFor(scored.form, scored.score) };
}

/** Device and account results as one list, oldest first; one entry per result id. */
export function combineResults(
  local: readonly LocalResult[],
  account: readonly SelfCheckResult[],
): ShownResult[] {
  const byId = new Map<string, ShownResult>();
  for (const result of account)
    byId.set(result.id, { ...fromAnswers(result), onDevice: false, onAccount: true });
  for (const result of local) {
    const saved = byId.get(result.id);
    byId.set(result.id, { ...fromAnswers(result), onDevice: true, onAccount: Boolean(saved) });
  }
  return [...byId.values()].sort((a, b) => Date.parse(a.takenAt) - Date.parse(b.takenAt));
}

export function toPayload(result: LocalResult): SelfCheckPayload {
  return {
    id: result.id,
    instrument: result.instrument,
    answers: result.answers,
    difficulty: result.difficulty,
    takenAt: result.takenAt,
  };
}

/**
 * The newest result of each check, in the order the checks are offered. For mood, the newest
 * full PHQ-9 is kept, plus a newer PHQ-2 that stopped after two questions: a doctor wants both.
 */
export function latestByInstrument(results: readonly ShownResult[]): ShownResult[] {
  const latest = new Map<ScoredForm, ShownResult>();
  for (const result of results) latest.set(result.form, result);
  const phq9 = latest.get('phq9');
  const phq2 = latest.get('phq2');
  if (phq9 && phq2 && Date.parse(phq2.takenAt) < Date.parse(phq9.takenAt)) latest.delete('phq2');
  return (['phq9', 'phq2', 'gad7', 'auditc'] as const).flatMap((form) => {
    const found = latest.get(form);
    return found ? [found] : [];
  });
}
