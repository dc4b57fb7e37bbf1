import { describe, expect, it } from 'vitest';
import { assessConversation } from '../src/shared/safety/risk-check/assess-conversation';
import { MISSED_BY_THE_CHECK } from './missed-by-the-check';

describe('the message the second-opinion e2e test relies on', () => {
  it('is still missed by the built-in check (if not, choose another for e2e/chat-model.spec.ts)', () => {
    expect(assessConversation({ message: MISSED_BY_THE_CHECK, history: [] }).reply).toBe('engine');
  });
});
