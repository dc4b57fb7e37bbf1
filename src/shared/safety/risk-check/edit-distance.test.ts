import { describe, expect, it } from 'vitest';
import { editDistanceAtMostOne } from './edit-distance';

describe('editDistanceAtMostOne', () => {
  it.each([
    ['sucidal', 'suicidal'],
    ['suicdal', 'suicidal'],
    ['suicidla', 'suicidal'],
    ['suicidel', 'suicidal'],
    ['suicidall', 'suicidal'],
    ['myslef', 'myself'],
  ])('%s is one edit from %s', (a, b) => {
    expect(editDistanceAtMostOne(a, b)).toBe(true);
    expect(editDistanceAtMostOne(b, a)).toBe(true);
  });

  it.each([
    ['sucide', 'suicidal'],
    ['filing', 'killing'],
    ['noise', 'nose'.padEnd(6, 'x')],
  ])('%s is more than one edit from %s', (a, b) => {
    expect(editDistanceAtMostOne(a, b)).toBe(false);
  });
});
