import { describe, expect, it } from 'vitest';
import { formatShortDate, formatShortDateTime } from './format-date';

const now = new Date('2026-11-22T10:00:00Z');

describe('formatShortDate', () => {
  it('leaves the year out for a date in the current year', () => {
    expect(formatShortDate('2026-03-05T12:00:00Z', { now, timeZone: 'UTC' })).toBe('Mar 5');
  });

  it('shows the year for a date in another year, past or future', () => {
    expect(formatShortDate('2025-12-31T12:00:00Z', { now, timeZone: 'UTC' })).toBe('Dec 31, 2025');
    expect(formatShortDate('2027-01-02T12:00:00Z', { now, timeZone: 'UTC' })).toBe('Jan 2, 2027');
  });

  it('decides the year in the given time zone', () => {
    // 05:00 UTC on New Year's Day is still the old year in New York.
    const newYear = new Date('2027-01-01T05:00:00Z');
    expect(
      formatShortDate('2026-12-31T23:30:00-05:00', { now: newYear, timeZone: 'America/New_York' }),
    ).toBe('Dec 31, 2026');
    expect(formatShortDate('2026-12-31T23:30:00-05:00', { now: newYear, timeZone: 'UTC' })).toBe(
      'Jan 1',
    );
  });

  it('accepts Date objects and answers an empty string for an invalid date', () => {
    expect(formatShortDate(new Date('2026-07-04T12:00:00Z'), { now, timeZone: 'UTC' })).toBe(
      'Jul 4',
    );
    expect(formatShortDate('not a date', { now })).toBe('');
  });
});

describe('formatShortDateTime', () => {
  it('adds the time, with the year only for another year', () => {
    expect(formatShortDateTime('2026-03-05T15:07:00Z', { now, timeZone: 'UTC' })).toBe(
      'Mar 5, 3:07 PM',
    );
    expect(formatShortDateTime('2024-03-05T09:30:00Z', { now, timeZone: 'UTC' })).toBe(
      'Mar 5, 2024, 9:30 AM',
    );
  });
});
