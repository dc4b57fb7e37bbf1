import { describe, expect, it } from 'vitest';
import { achievement } from '../../../test/progress-fixtures';
import {
  closestToUnlock,
  latest,
  moodBonus,
  overallProgress,
  recentlyUnlocked,
  stepUpdate,
} from './dashboard';

const list = [
  achievement(1, 30, null, 'tracking'),
  achievement(2, 100, '2026-03-01T10:00:00Z'),
  achievement(3, 80),
  achievement(4, 100, '2026-05-01T10:00:00Z'),
  achievement(5, 80),
  achievement(6, 100, '2026-04-01T10:00:00Z'),
  achievement(7, 100, '2026-02-01T10:00:00Z'),
  achievement(8, 0),
];

describe('dashboard selection', () => {
  it('shows the three most recently unlocked', () => {
    expect(recentlyUnlocked(list).map((e) => e.id)).toEqual([4, 6, 2]);
  });

  it('shows the two locked ones with the highest progress, ties in catalogue order', () => {
    expect(closestToUnlock(list).map((e) => e.id)).toEqual([3, 5]);
    expect(closestToUnlock([achievement(9, 10), achievement(8, 10)]).map((e) => e.id)).toEqual([
      8, 9,
    ]);
  });

  it('works with fewer than enough of each', () => {
    expect(recentlyUnlocked([achievement(1, 0)])).toEqual([]);
    expect(closestToUnlock([achievement(1, 100, '2026-01-01T00:00:00Z')])).toEqual([]);
  });

  it('rounds the share unlocked to a whole percentage', () => {
    expect(overallProgress(list)).toBe(50);
    expect(
      overallProgress([
        achievement(1, 100, '2026-01-01T00:00:00Z'),
        achievement(2, 0),
        achievement(3, 0),
      ]),
    ).toBe(33);
    expect(
      overallProgress([
        achievement(1, 100, '2026-01-01T00:00:00Z'),
        achievement(2, 100, '2026-01-01T00:00:00Z'),
        achievement(3, 0),
      ]),
    ).toBe(67);
    expect(overallProgress([])).toBe(0);
  });

  it('takes the newest items by date', () => {
    const items = [
      '2026-01-03',
      '2026-01-05',
      '2026-01-01',
      '2026-01-04',
      '2026-01-02',
      '2026-01-06',
    ].map((date, id) => ({ id, date }));
    expect(latest(items, 5).map((item) => item.date)).toEqual([
      '2026-01-06',
      '2026-01-05',
      '2026-01-04',
      '2026-01-03',
      '2026-01-02',
    ]);
  });
});

describe('achievement updates', () => {
  it("'+10%' adds ten, caps at 100 and unlocks there", () => {
    expect(stepUpdate({ progress: 30 })).toEqual({ progress: 40, unlocked: false });
    expect(stepUpdate({ progress: 95 })).toEqual({ progress: 100, unlocked: true });
  });

  it('gives the mood bonus to achievement 1 only while it is locked', () => {
    expect(moodBonus(list)).toEqual({ id: 1, body: { progress: 40, unlocked: false } });
    expect(moodBonus([achievement(1, 95)])).toEqual({
      id: 1,
      body: { progress: 100, unlocked: true },
    });
    expect(
      moodBonus([
        achievement(1, 100, '2026-01-01T00:00:00Z', 'tracking'),
        achievement(8, 0, null, 'tracking'),
      ]),
    ).toBeNull();
  });

  it('falls back to the first tracking achievement when there is no achievement 1', () => {
    expect(moodBonus([achievement(2, 0), achievement(8, 20, null, 'tracking')])).toEqual({
      id: 8,
      body: { progress: 30, unlocked: false },
    });
    expect(moodBonus([achievement(2, 0)])).toBeNull();
  });
});
