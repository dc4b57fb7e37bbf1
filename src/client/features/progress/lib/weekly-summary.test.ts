import { describe, expect, it } from 'vitest';
import { mood } from '@client/testing/progress-fixtures';
import { weeklySummary } from './weekly-summary';

// Local noon keeps these independent of the machine's time zone.
const now = new Date(2026, 10, 22, 12, 0);
const daysAgo = (days: number, hour = 12) => new Date(2026, 10, 22 - days, hour).toISOString();

describe('weeklySummary', () => {
  it('compares the last seven days with the seven before, a day weighing one', () => {
    const entries = [
      mood(1, 5, daysAgo(0, 9), undefined, ['exercise', 'work']),
      mood(2, 3, daysAgo(0, 20), undefined, ['work']),
      mood(3, 4, daysAgo(2), undefined, ['exercise']),
      mood(4, 2, daysAgo(6), undefined, ['alcohol']),
      mood(5, 2, daysAgo(7), undefined, ['exercise']),
      mood(6, 3, daysAgo(13)),
      mood(7, 5, daysAgo(14)),
    ];
    const summary = weeklySummary(entries, now);
    expect(summary.thisWeek).toEqual({ days: 3, mean: (4 + 4 + 2) / 3 });
    expect(summary.lastWeek).toEqual({ days: 2, mean: 2.5 });
    expect(summary.standOut).toEqual([{ tag: 'exercise', days: 2 }]);
  });

  it('has no means for empty weeks', () => {
    expect(weeklySummary([], now)).toEqual({
      thisWeek: { days: 0, mean: null },
      lastWeek: { days: 0, mean: null },
      standOut: [],
    });
  });
});
