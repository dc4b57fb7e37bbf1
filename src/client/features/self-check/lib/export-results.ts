import { INSTRUMENTS } from '@shared/self-check/instruments';
import { saveText } from '@client/lib/save-file';
import type { ShownResult } from './results';

/** His results as a JSON file, built on the device: nothing is uploaded to make it. */
export function exportResults(results: readonly ShownResult[], now = new Date()): string {
  const name = `steady-self-checks-${now.toISOString().slice(0, 10)}.json`;
  const data = {
    format: 'steady-self-checks/1',
    exportedAt: now.toISOString(),
    results: results.map((r) => ({
      id: r.id,
      check: INSTRUMENTS[r.instrument].name,
      form: r.form,
      takenAt: r.takenAt,
      answers: r.answers,
      difficulty: r.difficulty,
      score: r.score,
      maxScore: r.maxScore,
      band: r.band.clinical,
    })),
  };
  saveText(name, `${JSON.stringify(data, null, 2)}\n`, 'application/json');
  return name;
}
