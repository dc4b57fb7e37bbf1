import type { LearningModule } from './module-types';

export type ModuleSummary = Omit<LearningModule, 'content'>;

// Titles and blurbs live apart from the article bodies so lists, cards and SEO entries can use
// them without pulling every article into their bundle.
export const MODULE_SUMMARIES: readonly ModuleSummary[] = [
  {
    slug: 'stress-responses',
    title: 'Understanding Stress Responses',
    description:
      'What your body is doing when the pressure is on, why it sometimes overreacts, and simple ways to bring it back down.',
    timeToRead: '5 min',
  },
  {
    slug: 'sleep-mood-connection',
    title: 'The Sleep and Mood Connection',
    description:
      'Why a bad night makes everything harder, how low mood and poor sleep feed each other, and the habits that help you rest.',
    timeToRead: '4 min',
  },
  {
    slug: 'healthy-communication',
    title: 'Healthy Communication',
    description:
      'How to say what is really going on, listen so people feel heard, and get through hard conversations without burning bridges.',
    timeToRead: '6 min',
  },
  {
    slug: 'work-stress',
    title: 'Managing Work Stress',
    description:
      'Spotting burnout before it takes hold, setting limits that stick, and keeping your job from becoming your whole identity.',
    timeToRead: '5 min',
  },
  {
    slug: 'exercise-mental-health',
    title: 'Exercise and Mental Health',
    description:
      'How moving your body lifts your mood, how much is enough, and how to start when motivation is running low.',
    timeToRead: '7 min',
  },
  {
    slug: 'anger-management',
    title: 'Anger Management Techniques',
    description:
      'Understanding what sits underneath anger, catching it early, and practical techniques to stay in control when it flares.',
    timeToRead: '8 min',
  },
];

export function moduleSummary(slug: string): ModuleSummary {
  const summary = MODULE_SUMMARIES.find((m) => m.slug === slug);
  if (!summary) throw new Error(`No module summary for ${slug}`);
  return summary;
}
