import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('grades length and variety', () => {
    expect(passwordStrength('abc')).toBe('too short');
    expect(passwordStrength('12345678')).toBe('weak');
    expect(passwordStrength('aaaaaaaaa1')).toBe('weak');
    expect(passwordStrength('Tr0ut-pan')).toBe('fair');
    expect(passwordStrength('correct horse battery')).toBe('strong');
  });
});
