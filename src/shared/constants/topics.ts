import type { ResourceModuleId } from './resource-modules';

// The six chat topics (SPEC.md §3). Icons are lucide names and colours are palette names so this
// file stays free of React and Tailwind; the chat feature maps them to components and classes.

export const TOPIC_IDS = [
  'stress',
  'work',
  'relationships',
  'identity',
  'emotions',
  'other',
] as const;
export type TopicId = (typeof TOPIC_IDS)[number];

/** The learning modules the companion may point to (/resources/modules/<slug>). */
export type ResourceModuleSlug = ResourceModuleId;

export type Topic = {
  id: TopicId;
  title: string;
  description: string;
  icon: 'Brain' | 'Briefcase' | 'Users' | 'Compass' | 'Heart' | 'MessageCircle';
  color: 'blue' | 'amber' | 'rose' | 'violet' | 'emerald' | 'slate';
  /** Follows the greeting "Hey there! I'm Steady" when the conversation opens. */
  openingQuestion: string;
  /** The learning module that fits the topic best when nothing more specific came up. */
  module: ResourceModuleSlug;
};

export const TOPICS: readonly Topic[] = [
  {
    id: 'stress',
    title: 'Stress & Anxiety',
    description: 'Pressure, worry, racing thoughts, or feeling on edge.',
    icon: 'Brain',
    color: 'blue',
    openingQuestion:
      "What's been weighing on you lately? Tell me as much or as little as you like about what's been piling up.",
    module: 'stress-responses',
  },
  {
    id: 'work',
    title: 'Work & Career',
    description: 'Job pressure, burnout, direction, or workplace conflict.',
    icon: 'Briefcase',
    color: 'amber',
    openingQuestion:
      "How are things at work at the moment? What's taking up most of your head space there?",
    module: 'work-stress',
  },
  {
    id: 'relationships',
    title: 'Relationships',
    description: 'Partners, family, friends, or feeling disconnected.',
    icon: 'Users',
    color: 'rose',
    openingQuestion:
      "Who's been on your mind? Whether it's a partner, family or a mate, what's going on between you?",
    module: 'healthy-communication',
  },
  {
    id: 'identity',
    title: 'Identity & Purpose',
    description: 'Who you are, what matters, and where you are heading.',
    icon: 'Compass',
    color: 'violet',
    openingQuestion:
      "What's got you thinking about who you are or where you're heading? What feels unsettled right now?",
    module: 'exercise-mental-health',
  },
  {
    id: 'emotions',
    title: 'Emotions',
    description: 'Anger, sadness, numbness, or feelings that are hard to name.',
    icon: 'Heart',
    color: 'emerald',
    openingQuestion:
      "How are you feeling right now, honestly? It's fine if it's hard to put into words, just start wherever you can.",
    module: 'anger-management',
  },
  {
    id: 'other',
    title: 'Something Else',
    description: "Anything on your mind that doesn't fit a box.",
    icon: 'MessageCircle',
    color: 'slate',
    openingQuestion: "What's on your mind today? There's no wrong place to start.",
    module: 'stress-responses',
  },
];

export function findTopic(id: string | undefined): Topic | undefined {
  return TOPICS.find((topic) => topic.id === id);
}
