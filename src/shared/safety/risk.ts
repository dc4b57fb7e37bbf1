// The safety protocol's vocabulary (DESIGN.md §4): three levels and the warning-sign categories of
// the 988 Lifeline, AFSP and the Columbia screener. The chat, its tests, the evaluation corpus
// (eval/crisis) and /safety all use these ids.

export const RISK_LEVELS = ['none', 'concern', 'crisis'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const RISK_CATEGORIES = [
  'wish-to-die',
  'active-thoughts',
  'method-means',
  'plan-timeframe',
  'preparation-goodbye',
  'self-harm',
  'overdose-injury',
  'harm-to-others',
  'abuse-danger',
  'other-at-risk',
] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];

export const LEVEL_RANK: Record<RiskLevel, number> = { none: 0, concern: 1, crisis: 2 };

export const higherLevel = (a: RiskLevel, b: RiskLevel): RiskLevel =>
  LEVEL_RANK[a] >= LEVEL_RANK[b] ? a : b;

/** What each category means and what Steady does about it, in plain words (published on /safety). */
export const CATEGORY_INFO: Record<RiskCategory, { title: string; response: string }> = {
  'wish-to-die': {
    title: 'A wish to be dead',
    response:
      'Including the quiet ways of saying it: wanting everything to stop for good, hoping not to wake up, feeling like a burden.',
  },
  'active-thoughts': {
    title: 'Thoughts of suicide',
    response: 'Thinking about ending your life, in any words, slang or spelling.',
  },
  'method-means': {
    title: 'A method, means or place',
    response:
      'Pills, a rope, a gun, a bridge, a railway, a car. The reply also asks you to put distance between you and it.',
  },
  'plan-timeframe': {
    title: 'A plan or a time',
    response:
      'Tonight, after an event, when no one is home. The reply puts the emergency number first.',
  },
  'preparation-goodbye': {
    title: 'Getting ready or saying goodbye',
    response: 'Letters, a will, giving things or a pet away, checking a life insurance payout.',
  },
  'self-harm': {
    title: 'Self-harm',
    response: 'Hurting yourself by any method, whether or not you call it that.',
  },
  'overdose-injury': {
    title: 'An overdose or injury happening now',
    response: 'The reply says to call the emergency number now, before anything else.',
  },
  'harm-to-others': {
    title: 'Urges to hurt someone else',
    response:
      'The reply gives the emergency number and the crisis line, which also helps people frightened of what they might do.',
  },
  'abuse-danger': {
    title: 'Abuse or danger now',
    response:
      'Being hurt or threatened at home or elsewhere. The reply gives the emergency number and a domestic abuse line that helps men too.',
  },
  'other-at-risk': {
    title: 'Someone else at risk',
    response:
      'A mate, a brother, a son. The reply says how to help him, and that the crisis line also takes calls from people worried about someone.',
  },
};
