import type { ScoredForm } from './scoring';

// What each score range means, in plain words. The ranges are the published ones: PHQ-9 and
// GAD-7 5/10/15/20 (Kroenke 2001, Spitzer 2006); AUDIT-C for men 4 (Bradley 2007) and 8 (Rubinsky
// et al., Alcohol Clin Exp Res 2013). A check is not a diagnosis, and no band says it is one.

export type BandLevel = 'low' | 'some' | 'high';

export type HelpLink = { to: string; label: string };

export type Band = {
  min: number;
  max: number;
  /** The clinical label, for the GP note only: his doctor reads it, the page speaks plainly. */
  clinical: string;
  title: string;
  meaning: string;
  helps: string;
  gp: string;
  /** low: nothing to act on; some: worth watching; high: see a GP. Drives colour only. */
  level: BandLevel;
  links: readonly HelpLink[];
};

// One name per action across the app (issue 22): the nav's name for breathing, the Get help
// dialog's for a chat.
const BREATHING: HelpLink = { to: '/meditation', label: 'Breathing Exercises' };
const CHAT: HelpLink = { to: '/chat', label: 'Talk it through' };
const MOOD: HelpLink = { to: '/progress', label: 'Track your mood day to day' };
const PRO_HELP: HelpLink = { to: '/resources', label: 'Find professional help' };
const module = (slug: string, label: string): HelpLink => ({
  to: `/resources/modules/${slug}`,
  label,
});
const EXERCISE = module('exercise-mental-health', 'Exercise and mental health');
const SLEEP = module('sleep-mood-connection', 'The sleep–mood connection');
const STRESS = module('stress-responses', 'Understanding stress responses');
const WORK = module('work-stress', 'Managing work stress');
const ANGER = module('anger-management', 'Anger management');

const PHQ2_BANDS: readonly Band[] = [
  {
    min: 0,
    max: 1,
    clinical: 'PHQ-2 negative screen',
    title: 'Few signs of low mood',
    meaning:
      'Your answers to the first two mood questions show little sign of low mood over the last two weeks, so the check stopped there.',
    helps:
      'Keep doing what keeps you well: sleep, moving your body, time with people you like. Take the check again if things change.',
    gp: 'No need to see a GP because of this result. See one any time something worries you.',
    level: 'low',
    links: [EXERCISE, MOOD],
  },
];

const PHQ9_BANDS: readonly Band[] = [
  {
    min: 0,
    max: 4,
    clinical: 'Minimal depressive symptoms',
    title: 'Little or no sign of low mood',
    meaning: 'Your answers show few of the things that come with low mood.',
    helps:
      'Keep doing what keeps you well: sleep, moving your body, time with people you like. Check again in a few weeks if you want to keep an eye on it.',
    gp: 'No need to see a GP because of this result. See one any time something worries you.',
    level: 'low',
    links: [EXERCISE, MOOD],
  },
  {
    min: 5,
    max: 9,
    clinical: 'Mild depressive symptoms',
    title: 'Some signs of low mood',
    meaning:
      'Your mood has been weighing on you some of the time. Many men go through patches like this.',
    helps:
      'Small steady steps usually help most: regular sleep, daylight and exercise, less alcohol, and telling someone you trust how it has been. Take the check again in two weeks.',
    gp: 'See a GP if this lasts more than two weeks, gets worse, or gets in the way of work or home.',
    level: 'some',
    links: [EXERCISE, SLEEP, CHAT],
  },
  {
    min: 10,
    max: 14,
    clinical: 'Moderate depressive symptoms',
    title: 'A fair amount of low mood',
    meaning:
      'Low mood has been part of most of your last two weeks. At this level, support from a professional usually makes a real difference.',
    helps:
      'Talking to someone, keeping a routine and staying active help, and so do the treatments a GP can offer, such as counselling. You do not have to wait until it gets worse.',
    gp: 'Book a GP appointment in the next week or two, and take your GP note with you.',
    level: 'high',
    links: [PRO_HELP, CHAT, SLEEP],
  },
  {
    min: 15,
    max: 19,
    clinical: 'Moderately severe depressive symptoms',
    title: 'A lot of low mood',
    meaning:
      'Your answers show low mood that is heavy and getting in the way of life. This is treatable, and you deserve support with it.',
    helps:
      'A GP can talk through treatments that work, such as counselling and medication. Tell someone close to you how things are.',
    gp: 'Book a GP appointment this week, and take your GP note with you.',
    level: 'high',
    links: [PRO_HELP, CHAT],
  },
  {
    min: 20,
    max: 27,
    clinical: 'Severe depressive symptoms',
    title: 'A great deal of low mood',
    meaning:
      'Your answers show very heavy low mood over the last two weeks. Please do not carry this alone: it is treatable, and help works.',
    helps:
      'Reach out to a professional now, and let someone close to you know. If you ever feel unsafe, call a crisis line straight away.',
    gp: 'See a GP as soon as you can, today or tomorrow if possible, and take your GP note with you.',
    level: 'high',
    links: [PRO_HELP, CHAT],
  },
];

const GAD7_BANDS: readonly Band[] = [
  {
    min: 0,
    max: 4,
    clinical: 'Minimal anxiety symptoms',
    title: 'Little or no sign of anxiety',
    meaning: 'Worry and nerves have not been getting much of a hold on you lately.',
    helps:
      'Keep up what works for you. Slow breathing is a good tool to have ready for tense days.',
    gp: 'No need to see a GP because of this result. See one any time something worries you.',
    level: 'low',
    links: [BREATHING, STRESS],
  },
  {
    min: 5,
    max: 9,
    clinical: 'Mild anxiety symptoms',
    title: 'Some signs of anxiety',
    meaning: 'Worry or nerves have been getting to you some of the time.',
    helps:
      'Slow breathing, exercise, less caffeine and alcohol, and naming what is on your mind usually take the edge off. Take the check again in two weeks.',
    gp: 'See a GP if this lasts more than two weeks, gets worse, or gets in the way of work, sleep or home.',
    level: 'some',
    links: [BREATHING, STRESS, WORK],
  },
  {
    min: 10,
    max: 14,
    clinical: 'Moderate anxiety symptoms',
    title: 'A fair amount of anxiety',
    meaning:
      'Worry and tension have been with you most days. At this level, support from a professional usually makes a real difference.',
    helps:
      'Breathing and exercise help in the moment; the treatments a GP can offer, such as counselling, help it ease for good.',
    gp: 'Book a GP appointment in the next week or two, and take your GP note with you.',
    level: 'high',
    links: [PRO_HELP, BREATHING, STRESS],
  },
  {
    min: 15,
    max: 21,
    clinical: 'Severe anxiety symptoms',
    title: 'A lot of anxiety',
    meaning:
      'Your answers show anxiety that is heavy and getting in the way of life. This is treatable, and you deserve support with it.',
    helps:
      'A GP can talk through treatments that work. Slow breathing can help you through the worst moments meanwhile.',
    gp: 'Book a GP appointment this week, and take your GP note with you.',
    level: 'high',
    links: [PRO_HELP, BREATHING],
  },
];

const AUDITC_BANDS: readonly Band[] = [
  {
    min: 0,
    max: 3,
    clinical: 'AUDIT-C negative screen (men, cut-off 4)',
    title: 'Lower-risk drinking',
    meaning: 'Your drinking is within the range that carries a lower risk of harm.',
    helps:
      'Keep it that way: watch that a drink does not become the way you switch off after a hard day.',
    gp: 'No need to see a GP because of this result.',
    level: 'low',
    links: [STRESS, SLEEP],
  },
  {
    min: 4,
    max: 7,
    clinical: 'AUDIT-C positive screen (men, cut-off 4)',
    title: 'Drinking above the advised level',
    meaning:
      'You are drinking more than is advised for your health. Drinking more is also a common way low mood and stress show up in men.',
    helps:
      'Alcohol-free days each week, smaller measures, and other ways to unwind (exercise, breathing, talking) make a real difference to sleep and mood.',
    gp: 'Worth mentioning to a GP, especially if cutting down is harder than you expect.',
    level: 'some',
    links: [STRESS, SLEEP, ANGER],
  },
  {
    min: 8,
    max: 12,
    clinical: 'AUDIT-C score of 8 or more (higher risk)',
    title: 'Drinking at a level likely to be causing harm',
    meaning:
      'At this level, drinking is likely to be affecting your health, sleep and mood, even if it does not feel that way.',
    helps:
      'Cutting down with support works better than going it alone. If you drink every day, do not stop suddenly without advice: stopping all at once can be dangerous.',
    gp: 'Book a GP appointment: they can help you cut down safely.',
    level: 'high',
    links: [PRO_HELP, CHAT],
  },
];

export const BANDS: Record<ScoredForm, readonly Band[]> = {
  phq2: PHQ2_BANDS,
  phq9: PHQ9_BANDS,
  gad7: GAD7_BANDS,
  auditc: AUDITC_BANDS,
};

/** The band a score falls in. The bands of each form cover every possible score, no gaps. */
export function bandFor(form: ScoredForm, score: number): Band {
  const band = BANDS[form].find((b) => score >= b.min && score <= b.max);
  if (!band) throw new RangeError(`No ${form} band holds ${score}`);
  return band;
}

/** Said with every result, never left out. */
export const NOT_A_DIAGNOSIS =
  'This is a check, not a diagnosis. Only a doctor or another qualified professional can tell you what is going on, and a check like this is a good way to start that conversation.';
