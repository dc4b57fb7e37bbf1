// A rough strength hint for the sign-up form. The server's rules decide; this only nudges
// toward a longer, less guessable password while the person types.
export type PasswordStrength = 'too short' | 'weak' | 'fair' | 'strong';

export function passwordStrength(password: string): PasswordStrength {
  if (password.length < 8) return 'too short';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  const repeats = /(.)\1{2,}/.test(password) || /^(?:\d+|[a-z]+)$/i.test(password);
  if (password.length >= 16 && !repeats) return 'strong';
  if (password.length >= 12 && kinds >= 2 && !repeats) return 'strong';
  if (kinds >= 3 && !repeats) return 'fair';
  return 'weak';
}

export const STRENGTH_HINT: Record<PasswordStrength, string> = {
  'too short': 'At least 8 characters. A short phrase is easiest to remember.',
  weak: 'Strength: weak. Make it longer, or mix words, numbers and symbols.',
  fair: 'Strength: fair. A few more characters would make it strong.',
  strong: 'Strength: strong.',
};
