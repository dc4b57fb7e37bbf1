// Home page copy. The statistics are the spec's; each carries the public source it comes from.

export type StatSlide = { value: string; headline: string; detail: string; source: string };

export const STAT_SLIDES: readonly StatSlide[] = [
  {
    value: '3.5x',
    headline: 'Men die by suicide at about 3.5 times the rate of women.',
    detail:
      'Suicide is among the leading causes of death for men under 50, and most of those men were never in treatment.',
    source: 'CDC and the American Foundation for Suicide Prevention',
  },
  {
    value: '1 in 3',
    headline: 'Only about 1 in 3 people in therapy are men.',
    detail:
      'Men are far less likely than women to seek help for their mental health, even when they are struggling.',
    source: 'NHS Talking Therapies annual reports',
  },
  {
    value: '40%',
    headline: '40% of men have never spoken to anyone about their mental health.',
    detail: 'Many say they did not want to be a burden, or felt embarrassed to bring it up.',
    source: 'UK survey of men, Priory Group',
  },
  {
    value: '1 in 8',
    headline: '1 in 8 men experience depression or anxiety.',
    detail:
      'Common mental health problems are exactly that: common. Most people get better with support.',
    source: 'Mental Health Foundation',
  },
  {
    value: '75%',
    headline: '75% of men say they do not open up to their friends.',
    detail:
      "Men often feel they should handle problems alone, so friends don't know anything is wrong.",
    source: 'Surveys of men on mental health',
  },
  {
    value: '6 million',
    headline: 'More than 6 million men in the US have depression each year.',
    detail:
      'In men it often shows up as anger, irritability, exhaustion or drinking rather than sadness.',
    source: 'National Institute of Mental Health',
  },
];

export const HERO = {
  eyebrow: 'For men, by men. Free and private.',
  heading: "A steady place to talk when things aren't fine",
  text: 'Talk things through with an AI companion, slow your breathing, track your mood and read practical guides. No account needed for most of it, and your conversations are never stored.',
};

export const WHY_POINTS: readonly { title: string; text: string }[] = [
  {
    title: 'Men are told to tough it out',
    text: 'Many of us grew up believing that struggling quietly is what strength looks like. It is not, and it costs lives.',
  },
  {
    title: 'The first step is the hardest',
    text: 'Booking a therapist or calling a hotline can feel like a lot. Steady is somewhere in between: private, free and open at 2 a.m.',
  },
  {
    title: 'Privacy matters',
    text: 'No account needed, no stored chats, no ads and no trackers. What you say here stays between you and the screen.',
  },
  {
    title: 'Practical, not preachy',
    text: 'Breathing techniques, mood tracking and short, research-backed reading about stress, sleep, work and anger.',
  },
];

export const WHY_STATS: readonly { value: string; label: string }[] = [
  { value: '3.5x', label: 'higher suicide rate for men than for women' },
  { value: '40%', label: 'of men have never spoken to anyone about their mental health' },
  { value: '1 in 3', label: 'therapy clients is a man' },
];

export const HOW_STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Start a Chat',
    text: "Pick a topic like stress, work or relationships, or just say what's on your mind. No sign-up needed.",
  },
  {
    title: 'Speak Freely',
    text: 'Say it how it is. The companion listens, asks questions and never judges. You can close the chat at any time.',
  },
  {
    title: 'Gain Insights',
    text: 'Find patterns, try a breathing exercise or a guide, and, if you sign in, track your mood and progress over time.',
  },
];

export const HOW_PRIVACY_NOTE =
  'Your conversations are private and anonymous. Chats are never stored after you close them, and never used to identify you.';

export const AI_POINTS: readonly string[] = [
  'Powered by a large general-purpose language model, guided to act as a supportive peer.',
  'Listens, asks open questions and suggests practical tools such as breathing exercises.',
  'Never diagnoses, never prescribes and never claims to be a therapist.',
  'Detects signs of crisis and shows fixed crisis lines written by people, not the model.',
  'Available 24/7, free, with no strings attached.',
];

export const PRIVACY_POINTS: readonly string[] = [
  'No account needed to chat, breathe or read.',
  'Chat messages are never stored or logged.',
  'Your journal stays on your own device.',
  'No ads, no tracking cookies and no third-party scripts.',
  'Signed-in users can export or delete all their data at any time.',
];

export const AI_DISCLAIMER =
  'Steady is an AI companion, not a human and not a therapist. It does not replace professional therapy, medical advice or treatment. If you are in crisis, contact a professional or emergency services: call or text 988 in the US, or call 911 if you are in immediate danger.';
