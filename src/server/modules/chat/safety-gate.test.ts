import { describe, expect, it } from 'vitest';
import { CHAT_HISTORY_MAX } from '@shared/contracts/chat-limits';
import { crisisReply } from '@shared/safety/fixed-replies';
import type { HistoryTurn } from '@shared/safety/risk-check/assess-conversation';
import { assess, fixedAnswer, type SafetyInput } from './safety-gate';

// The gate's fixed answers over a long conversation in crisis mode.
describe('crisis check-ins once the history is full', () => {
  it('never says the same check-in twice running, though the capped history stops growing', () => {
    const history: HistoryTurn[] = [
      { sender: 'user', text: 'i want to kill myself' },
      { sender: 'bot', text: crisisReply('active-thoughts', 'GB') },
    ];
    const said: string[] = [];
    const messages = ['ok', 'yeah', 'maybe', 'i dunno', 'still here', 'mm', 'hmm', 'yeah ok'];
    for (const message of [...messages, ...messages, ...messages]) {
      const input: SafetyInput = {
        message,
        history: history.slice(-CHAT_HISTORY_MAX),
        country: 'GB',
        declared: 'crisis',
      };
      const answer = fixedAnswer(input, assess(input), 'builtin');
      expect(answer?.crisis).toBe(true);
      said.push(answer!.response);
      history.push({ sender: 'user', text: message }, { sender: 'bot', text: answer!.response });
    }
    for (let i = 1; i < said.length; i += 1) expect(said[i]).not.toBe(said[i - 1]);
  });
});

describe('check-ins that answer what he said', () => {
  const inCrisis: HistoryTurn[] = [
    { sender: 'user', text: 'i want to kill myself' },
    { sender: 'bot', text: crisisReply('active-thoughts', 'GB') },
  ];
  const answer = (message: string, reasons: { rule: string }[]) => {
    const input: SafetyInput = { message, history: inCrisis, country: 'GB', declared: 'crisis' };
    const risk = {
      ...assess(input),
      reasons: reasons.map((r) => ({ ...r, category: 'wish-to-die' as const, words: '' })),
    };
    return fixedAnswer(input, risk, 'builtin')!.response;
  };

  it("answers his step or his thanks though the scorer is uneasy; a rule's find still outranks it", () => {
    expect(answer("ok. i'll ring my brother tonight", [{ rule: 'model' }])).toMatch(/good step/);
    expect(answer('thanks. never said that out loud before', [{ rule: 'model' }])).toMatch(
      /Thank you for talking with me tonight/,
    );
    expect(answer("ok. i'll ring my brother tonight", [{ rule: 'method' }])).not.toMatch(
      /good step/,
    );
  });
});
