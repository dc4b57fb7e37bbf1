import type { TopicId } from '@shared/constants/topics';

/** Said once per conversation: honest about what he is talking to (DESIGN.md §4). */
export const BUILTIN_DISCLOSURE =
  "(Quick note: I'm Steady's built-in companion, a simple AI that runs inside the app. I'm not a human or a therapist, and whoever runs this app can connect a full language model for richer conversations.)";

export const TOPIC_QUESTIONS: Record<TopicId, string[]> = {
  stress: [
    'What usually helps you unwind, even a little?',
    "What's one thing you could take off your plate this week?",
    'How has the stress been affecting your sleep?',
  ],
  work: [
    'What would make work feel more manageable right now?',
    'How are you doing outside of work hours?',
    'If work changed tomorrow, what would you want to be different?',
  ],
  relationships: [
    "What do you need from them that you're not getting right now?",
    'How do you usually handle it when things get tense between you?',
    "What would you want them to understand about how you're feeling?",
  ],
  identity: [
    'What matters most to you, when you strip everything else away?',
    'Who do you want to be a year from now?',
    'What part of your life feels most like you at the moment?',
  ],
  emotions: [
    "Where do you feel it in your body when it's strongest?",
    'What do you usually do with that feeling when it shows up?',
    'What would it be like to let someone see that side of you?',
  ],
  other: [
    "What's been taking up most of your thoughts lately?",
    'How has that been affecting your day to day?',
    'What would help most right now, even a little?',
  ],
};

export const GENERIC_QUESTIONS: readonly string[] = [
  "What's the hardest part of it for you?",
  'What do you think sits underneath all that?',
  'How have you been looking after yourself through it?',
  'What would you want someone close to you to understand about this?',
  'What would a slightly better week look like?',
  'Who else knows what you are going through?',
];

const ADVICE: Record<string, string[]> = {
  sleep: [
    "I can't tell you what's right for you, but a couple of things help a lot of men: writing the worries down before bed so they're out of your head, and keeping the phone out of the bedroom.",
  ],
  boss: [
    'A couple of ideas, for what they are worth: write down the specific things that keep happening so you can see the pattern, and think about asking for a short one-to-one to raise the biggest one calmly.',
  ],
  workload: [
    "A couple of things other men find useful: list everything on your plate and mark what truly can't wait, and set one hard stop time in the evening, even if it's late.",
  ],
  partner: [
    "For what it's worth, things often go better when you pick a calm moment rather than the heat of it, and start with how you feel ('I've been feeling...') instead of what she's doing.",
  ],
  money: [
    'Two things that help a lot of men: writing every figure down so the worry has edges, and talking to a free debt advice service. Money problems shrink when they are out in the open.',
  ],
  angry: [
    "When anger spikes, stepping away for twenty minutes works better than pushing through: your body needs that long to come down. Then come back to it once you're calmer.",
  ],
  lonely: [
    "One small step that often works: send one low-stakes message to a mate today, even just 'how are you doing?'. It doesn't have to be a deep conversation to count.",
  ],
  low: [
    "I can't fix it, but small things help more than they sound like they would: a walk outside in daylight, eating something decent, and telling one person you're having a rough time.",
  ],
};

const DEFAULT_ADVICE = [
  "I can't tell you what to do, and you know your life better than I do. But breaking it into the next small step often helps more than trying to solve it all at once.",
];

export function adviceFor(
  feelingId: string | undefined,
  situationId: string | undefined,
  seed: number,
): string {
  const options =
    (situationId && ADVICE[situationId]) || (feelingId && ADVICE[feelingId]) || DEFAULT_ADVICE;
  return options[seed % options.length] ?? DEFAULT_ADVICE[0] ?? '';
}
