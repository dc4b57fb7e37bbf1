import { describe, expect, it } from 'vitest';
import { longDate } from './last-updated';

describe('longDate', () => {
  it('writes a date exactly as Intl does in US English, on every day of a year', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(2028, 0, 1 + day, 12);
      expect(longDate(date)).toBe(intl.format(date));
    }
  });
});
