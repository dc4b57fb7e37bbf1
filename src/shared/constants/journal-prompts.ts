// Journal categories and their prompts (SPEC.md §3: six categories, five prompts each, general is
// the default and the fallback). Prompts are open questions with no "right" answer: nothing asks a
// man to rate himself, rank his failures or dwell on blame, and each leaves room for a short entry.

export const JOURNAL_CATEGORIES = [
  { value: 'general', label: 'General Reflection' },
  { value: 'stress', label: 'Managing Stress' },
  { value: 'emotions', label: 'Processing Emotions' },
  { value: 'identity', label: 'Identity & Purpose' },
  { value: 'relationships', label: 'Relationships' },
  { value: 'work', label: 'Work & Career' },
] as const;

export type JournalCategory = (typeof JOURNAL_CATEGORIES)[number]['value'];

export const DEFAULT_JOURNAL_CATEGORY: JournalCategory = 'general';

export const JOURNAL_PROMPTS: Record<JournalCategory, readonly string[]> = {
  general: [
    "What's one thing you're grateful for today?",
    'What took up most of your headspace today, and how do you feel about it now?',
    'When did you feel most like yourself this week?',
    'What is something small that went right today?',
    'If a good friend had lived your day, what would you say to him?',
  ],
  stress: [
    "What's one thing that's been causing you stress today?",
    'Where do you feel stress in your body, and what does it seem to be telling you?',
    'Which part of what is worrying you is within your control, and which part is not?',
    'What has helped you get through a hard stretch before?',
    'What is one thing you could take off your plate, or ask for help with, this week?',
  ],
  emotions: [
    'What emotion has been showing up most for you lately? Try to name it as precisely as you can.',
    'What is a feeling you tend to push down, and what happens when you do?',
    'Describe a moment today when your mood shifted. What set it off?',
    'If your anger, sadness or worry could speak, what would it want you to know?',
    'What do you need right now that you have not let yourself ask for?',
  ],
  identity: [
    'Which values matter most to you, and where did you live by them recently?',
    'What does being a good man mean to you, in your own words rather than anyone else’s?',
    'What are you proud of that few people know about?',
    'What would you like to be doing more of a year from now?',
    'Which expectations are you carrying that no longer fit who you are?',
  ],
  relationships: [
    'Who is someone you can be honest with, and when did you last reach out to them?',
    'Is there a conversation you have been putting off? What makes it hard to start?',
    'How do you show the people close to you that you care? How do you like it shown to you?',
    'Think of a recent disagreement. What might the other person have been feeling?',
    'Who has had your back lately, and have you let them know it mattered?',
  ],
  work: [
    'What would make your work feel more meaningful?',
    'When did work last give you a sense of satisfaction? What were you doing?',
    'How much of who you are is tied to your job, and how does that sit with you?',
    'What boundary between work and the rest of your life would you like to hold more firmly?',
    'If work went badly tomorrow, what would still be good in your life?',
  ],
};

export function isJournalCategory(value: string): value is JournalCategory {
  return JOURNAL_CATEGORIES.some((category) => category.value === value);
}

/** Unknown categories fall back to the general prompts (SPEC.md §3). */
export function promptsFor(category: string): readonly string[] {
  return isJournalCategory(category) ? JOURNAL_PROMPTS[category] : JOURNAL_PROMPTS.general;
}

export function categoryLabel(category: string): string {
  return JOURNAL_CATEGORIES.find((c) => c.value === category)?.label ?? 'General Reflection';
}

/**
 * A random prompt from the category. Passing the current prompt avoids showing the same one again
 * when the user asks for another.
 */
export function randomPrompt(
  category: string,
  current?: string,
  random: () => number = Math.random,
): string {
  const all = promptsFor(category);
  const choices = all.length > 1 ? all.filter((prompt) => prompt !== current) : all;
  return choices[Math.floor(random() * choices.length)] ?? all[0] ?? '';
}
