import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './countries';
import { CRISIS_LINES } from './crisis-lines';
import {
  CONCERN_QUESTION,
  concernReply,
  crisisCheckIn,
  crisisReply,
  fixedReplyOf,
  wrongCountryReply,
} from './fixed-replies';
import { RISK_CATEGORIES } from './risk';

describe('fixed replies', () => {
  it.each(COUNTRY_CODES)(
    'give %s its own main line and emergency number, in every category',
    (country) => {
      const lines = CRISIS_LINES[country];
      for (const category of RISK_CATEGORIES) {
        const reply = crisisReply(category, country);
        expect(reply).toContain(lines.emergency.number);
        if (category !== 'abuse-danger')
          expect(reply.toLowerCase()).toContain(lines.mainLine.toLowerCase());
        for (const other of COUNTRY_CODES.filter(
          (code) => CRISIS_LINES[code].emergency.number !== lines.emergency.number,
        ))
          expect(reply).not.toContain(`call ${CRISIS_LINES[other].emergency.number}`);
      }
    },
  );

  it('say to call the emergency number first for an overdose, and give abuse its own line', () => {
    expect(crisisReply('overdose-injury', 'US')).toMatch(/^Please call 911 now/);
    expect(crisisReply('abuse-danger', 'US')).toContain('1-800-799-7233');
    expect(crisisReply('abuse-danger', 'US')).toContain('text START to 88788');
    expect(crisisReply('harm-to-others', 'GB')).toMatch(/999[\s\S]*116 123/);
    expect(crisisReply('other-at-risk', 'US')).toMatch(/worried about someone/);
  });

  it('ask the direct question at concern, with the main line inline', () => {
    expect(concernReply('wish-to-die', 'US')).toContain(CONCERN_QUESTION);
    expect(concernReply('wish-to-die', 'US')).toContain('988');
    expect(concernReply('wish-to-die', 'AU')).toContain('13 11 14');
  });

  it('are recognised in a conversation history, with their level and category', () => {
    expect(fixedReplyOf(crisisReply('self-harm', 'NZ'))).toEqual({
      level: 'crisis',
      kind: 'crisis',
      category: 'self-harm',
    });
    expect(fixedReplyOf(`  ${concernReply('other-at-risk', 'IE')}\n`)).toMatchObject({
      level: 'concern',
      category: 'other-at-risk',
    });
    expect(fixedReplyOf(crisisCheckIn(4, 'CA'))?.kind).toBe('check-in');
    expect(fixedReplyOf(wrongCountryReply('US'))?.kind).toBe('wrong-country');
    expect(fixedReplyOf('That sounds hard. What happened?')).toBeUndefined();
  });

  it('never name a method, a dose or a place', () => {
    for (const country of COUNTRY_CODES)
      for (const category of RISK_CATEGORIES)
        expect(crisisReply(category, country)).not.toMatch(
          /\b(?:rope|pills?|tablets?|bridge|gun|dose|mg)\b/i,
        );
  });
});
