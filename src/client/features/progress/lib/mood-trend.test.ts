import { describe, expect, it } from 'vitest';
import type { MoodEntry } from '@shared/contracts/progress';
import { checkInStreak } from './check-in-streak';
import { moodTrend } from './mood-trend';

// Local noon keeps these independent of the machine's time zone.
const now = new Date(2026, 10, 22, 12, 0);
const daysAgo = (days: number, hour = 12) => new Date(2026, 10, 22 - days, hour, 0).toISOString();
const mood = (id: number, value: number, date: string): MoodEntry => ({
  id,
  value,
  date,
  tags: [],
});

describe('checkInStreak', () => {
  it('counts consecutive check-in days, today included', () => {
    expect(checkInStreak([daysAgo(0), daysAgo(1), daysAgo(2, 8), daysAgo(2, 20)], now)).toBe(3);
  });

  it('forgives one missed day but not two in a row', () => {
    expect(checkInStreak([daysAgo(0), daysAgo(1), daysAgo(3), daysAgo(4)], now)).toBe(4);
    expect(checkInStreak([daysAgo(0), daysAgo(3), daysAgo(4)], now)).toBe(1);
  });

  it('does not count today as missed before it is over', () => {
    expect(checkInStreak([daysAgo(1), daysAgo(2)], now)).toBe(2);
    expect(checkInStreak([daysAgo(2)], now)).toBe(1);
    expect(checkInStreak([daysAgo(3)], now)).toBe(0);
    expect(checkInStreak([], now)).toBe(0);
  });
});

describe('moodTrend', () => {
  const entries = [
    mood(1, 5, daysAgo(0)),
    mood(2, 2, daysAgo(0, 9)),
    mood(3, 4, daysAgo(6)),
    mood(4, 1, daysAgo(7)),
    mood(5, 3, daysAgo(29)),
    mood(6, 2, daysAgo(95)),
  ];

  it('averages each day and the whole range of the last 7 days', () => {
    const trend = moodTrend(entries, 7, now);
    expect(trend.points).toEqual([
      { dayIndex: 0, dayKey: '2026-11-16', average: 4, count: 1 },
      { dayIndex: 6, dayKey: '2026-11-22', average: 3.5, count: 2 },
    ]);
    expect(trend.count).toBe(3);
    expect(trend.average).toBeCloseTo(11 / 3);
  });

  it('widens to 30 and 90 days', () => {
    expect(moodTrend(entries, 30, now).count).toBe(5);
    expect(moodTrend(entries, 90, now).count).toBe(5);
    expect(moodTrend(entries, 90, now).average).toBeCloseTo(15 / 5);
  });

  it('has no average without check-ins', () => {
    expect(moodTrend([], 30, now)).toMatchObject({ points: [], average: null, count: 0 });
  });
});
