import { describe, expect, it } from 'vitest';
import type { SelfCheckResult } from '@shared/contracts/self-check';
import type { LocalResult } from '../store/local-results';
import { combineResults, latestByInstrument } from './results';

const local = (
  id: string,
  instrument: LocalResult['instrument'],
  answers: number[],
  takenAt: string,
): LocalResult => ({
  id,
  instrument,
  answers,
  difficulty: null,
  takenAt,
});

describe('device and account results', () => {
  it('merges by id, oldest first, scoring each from its answers and saying where it is kept', () => {
    const onBoth = local('a', 'gad7', [1, 1, 1, 1, 1, 1, 1], '2026-11-02T10:00:00Z');
    const account: SelfCheckResult[] = [
      { ...onBoth, form: 'gad7', score: 7, maxScore: 21 },
      {
        id: 'b',
        instrument: 'auditc',
        form: 'auditc',
        answers: [4, 4, 4],
        score: 12,
        maxScore: 12,
        difficulty: null,
        takenAt: '2026-11-01T10:00:00Z',
      },
    ];
    const shown = combineResults(
      [onBoth, local('c', 'phq9', [0, 0], '2026-11-03T10:00:00Z')],
      account,
    );
    expect(shown.map((r) => [r.id, r.score, r.band.level, r.onDevice, r.onAccount])).toEqual([
      ['b', 12, 'high', false, true],
      ['a', 7, 'some', true, true],
      ['c', 0, 'low', true, false],
    ]);
  });

  it('puts the newest full PHQ-9 on the GP note, and a PHQ-2 only when it is newer', () => {
    const full = local('full', 'phq9', [1, 1, 1, 1, 1, 1, 1, 1, 0], '2026-11-02T10:00:00Z');
    const older2 = local('old2', 'phq9', [0, 1], '2026-11-01T10:00:00Z');
    const newer2 = local('new2', 'phq9', [0, 0], '2026-11-03T10:00:00Z');
    const gad = local('gad', 'gad7', [0, 0, 0, 0, 0, 0, 0], '2026-11-01T09:00:00Z');
    expect(latestByInstrument(combineResults([older2, full, gad], [])).map((r) => r.id)).toEqual([
      'full',
      'gad',
    ]);
    expect(
      latestByInstrument(combineResults([older2, full, newer2, gad], [])).map((r) => r.id),
    ).toEqual(['full', 'new2', 'gad']);
  });
});
