import { angerManagement } from './anger-management';
import { exerciseMentalHealth } from './exercise-mental-health';
import { healthyCommunication } from './healthy-communication';
import type { LearningModule } from './module-types';
import { sleepMoodConnection } from './sleep-mood-connection';
import { stressResponses } from './stress-responses';
import { workStress } from './work-stress';

export const LEARNING_MODULES: readonly LearningModule[] = [
  stressResponses,
  sleepMoodConnection,
  healthyCommunication,
  workStress,
  exerciseMentalHealth,
  angerManagement,
];

/** SPEC: the sidebar always offers these three, whatever module is open. */
export const RELATED_MODULE_SLUGS = [
  'stress-responses',
  'healthy-communication',
  'anger-management',
] as const;

// SPEC: an unknown id shows a module "under development" rather than a not-found page.
export function placeholderModule(slug: string): LearningModule {
  return {
    slug,
    title: 'Module Under Development',
    description: 'We are still writing this module.',
    timeToRead: '1 min',
    content:
      '<h2>Coming soon</h2>\n<p>This module is under development. Please check back soon.</p>\n' +
      '<p>In the meantime, the other modules on the Resources page cover stress, sleep, communication, work, exercise and anger.</p>',
  };
}

export function findModule(slug: string): LearningModule | undefined {
  return LEARNING_MODULES.find((m) => m.slug === slug);
}
