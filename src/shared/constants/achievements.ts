// The achievement catalogue, seeded into the database at start-up (same on both engines).
// Ids are stable: the client bonus after a mood save targets id 1 (SPEC.md §4), and the server
// advances the others from what the user does. Titles speak to adults, not to children.

export const ACHIEVEMENT_CATEGORIES = [
  'engagement',
  'feedback',
  'tracking',
  'mindfulness',
  'learning',
  'milestone',
] as const;
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];

// SPEC.md §3: the icon names an achievement may carry (lucide names; the client maps each one to
// a component, and typing the map by this union makes it cover every name).
export const ACHIEVEMENT_ICONS = [
  'MessageSquare',
  'Heart',
  'Calendar',
  'Wind',
  'Compass',
  'LineChart',
  'Award',
  'ThumbsUp',
  'Moon',
  'Brain',
  'Shield',
  'Zap',
  'Sun',
  'Users',
  'Target',
  'Book',
  'Activity',
  'Sparkles',
] as const;
export type AchievementIconName = (typeof ACHIEVEMENT_ICONS)[number];

export const ACHIEVEMENT_IDS = {
  moodCheckIns: 1,
  conversation: 2,
  feedback: 3,
  firstBreath: 4,
  breathingRoutine: 5,
  firstModule: 6,
  allModules: 7,
  checkInWeek: 8,
  goodDay: 9,
  honestNote: 10,
  accountCreated: 11,
  topicsExplored: 12,
  steadyProgress: 13,
} as const;

export type AchievementDefinition = {
  id: number;
  title: string;
  description: string;
  icon: AchievementIconName;
  category: AchievementCategory;
};

export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    id: 1,
    title: 'Regular Check-Ins',
    description:
      'Log your mood ten times. Noticing how you feel is a skill, and it gets easier with practice.',
    icon: 'Calendar',
    category: 'tracking',
  },
  {
    id: 2,
    title: 'Opening Up',
    description: 'Keep talking with the Steady companion. Every message counts towards this one.',
    icon: 'MessageSquare',
    category: 'engagement',
  },
  {
    id: 3,
    title: 'Shaping Steady',
    description:
      'Rate two of the companion’s replies. Your feedback makes it better for the next man.',
    icon: 'ThumbsUp',
    category: 'feedback',
  },
  {
    id: 4,
    title: 'First Breath',
    description: 'Finish a guided breathing session from start to end.',
    icon: 'Wind',
    category: 'mindfulness',
  },
  {
    id: 5,
    title: 'Breathing Routine',
    description: 'Complete ten breathing sessions. A calm body makes for a clearer head.',
    icon: 'Moon',
    category: 'mindfulness',
  },
  {
    id: 6,
    title: 'Curious Mind',
    description: 'Read your first learning module.',
    icon: 'Book',
    category: 'learning',
  },
  {
    id: 7,
    title: 'Well Read',
    description: 'Read all six learning modules.',
    icon: 'Brain',
    category: 'learning',
  },
  {
    id: 8,
    title: 'A Week of Check-Ins',
    description: 'Check in with your mood on seven different days.',
    icon: 'LineChart',
    category: 'tracking',
  },
  {
    id: 9,
    title: 'Good Day Noted',
    description: 'Record a Good or Great day. It helps to remember those too.',
    icon: 'Sun',
    category: 'tracking',
  },
  {
    id: 10,
    title: 'Honest Note',
    description: 'Add a few words to a mood check-in about what is behind it.',
    icon: 'Heart',
    category: 'tracking',
  },
  {
    id: 11,
    title: 'Made It Yours',
    description: 'Create your Steady account so your progress follows you.',
    icon: 'Shield',
    category: 'milestone',
  },
  {
    id: 12,
    title: 'Exploring',
    description: 'Talk with the companion about three different topics.',
    icon: 'Compass',
    category: 'engagement',
  },
  {
    id: 13,
    title: 'Steady Progress',
    description: 'Unlock five other achievements. Small steps add up.',
    icon: 'Award',
    category: 'milestone',
  },
];
