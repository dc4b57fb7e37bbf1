import { describe, expect, it } from 'vitest';
import { checkConversation } from './companion-checks';

describe('checkConversation: a question echoed as a statement', () => {
  const echoes = (user: string, reply: string) =>
    checkConversation([{ user, reply, fixed: false }]).failures.filter(
      (failure) => failure.check === 'echoed-question',
    ).length;

  it('flags his question said back as a statement', () => {
    expect(echoes('do i need antidepressants or what', 'You need antidepressants or what.')).toBe(
      1,
    );
    expect(echoes('rough week. should i ring my brother?', 'So you ring your brother.')).toBe(1);
  });

  it('does not count the statements around a question, or "is not..." with no subject (fresh21)', () => {
    expect(
      echoes('is not about money only. I feel very alone here', 'You feel very alone here.'),
    ).toBe(0);
    expect(
      echoes('i feel very alone here. what should i do?', 'You feel very alone here. What helps?'),
    ).toBe(0);
  });
});
