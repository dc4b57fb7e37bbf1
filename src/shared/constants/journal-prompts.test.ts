import { describe, expect, it } from 'vitest';
import {
  categoryLabel,
  JOURNAL_CATEGORIES,
  JOURNAL_PROMPTS,
  promptsFor,
  randomPrompt,
} from './journal-prompts';

describe('journal prompts (SPEC.md §3)', () => {
  it('has six categories with the spec labels, general first', () => {
    expect(JOURNAL_CATEGORIES.map((c) => `${c.value}: ${c.label}`)).toEqual([
      'general: General Reflection',
      'stress: Managing Stress',
      'emotions: Processing Emotions',
      'identity: Identity & Purpose',
      'relationships: Relationships',
      'work: Work & Career',
    ]);
  });

  it('has five distinct prompts per category, 30 in total', () => {
    const all = Object.values(JOURNAL_PROMPTS).flat();
    expect(all).toHaveLength(30);
    expect(new Set(all).size).toBe(30);
    for (const prompts of Object.values(JOURNAL_PROMPTS)) expect(prompts).toHaveLength(5);
  });

  it('contains the three prompts the spec quotes, verbatim', () => {
    expect(JOURNAL_PROMPTS.general).toContain("What's one thing you're grateful for today?");
    expect(JOURNAL_PROMPTS.stress).toContain(
      "What's one thing that's been causing you stress today?",
    );
    expect(JOURNAL_PROMPTS.work).toContain('What would make your work feel more meaningful?');
  });

  it('falls back to general for an unknown category', () => {
    expect(promptsFor('astrology')).toBe(JOURNAL_PROMPTS.general);
    expect(categoryLabel('astrology')).toBe('General Reflection');
    expect(JOURNAL_PROMPTS.general).toContain(randomPrompt('astrology'));
  });

  it('picks a different prompt when asked for another', () => {
    const current = JOURNAL_PROMPTS.work[0];
    for (const r of [0, 0.3, 0.99]) {
      const next = randomPrompt('work', current, () => r);
      expect(JOURNAL_PROMPTS.work).toContain(next);
      expect(next).not.toBe(current);
    }
  });
});
