import { findTopic, TOPIC_IDS, type TopicId } from '@shared/constants/topics';
import { RESOURCE_MODULE_IDS, type ResourceModuleId } from '@shared/constants/resource-modules';
import { MODULE_SUMMARIES } from '@shared/content/modules/catalogue';

/**
 * The activity types that achievements count store what they were about by id, never by title:
 * a title can be reworded, an id cannot. The text a person sees is derived here, from the
 * catalogues, each time the list is read.
 */
export type SubjectActivity =
  { type: 'resource'; subject: ResourceModuleId } | { type: 'chat'; subject: TopicId };
export type SubjectType = SubjectActivity['type'];

/** Every id a type may store; counts only ever include these. */
export const SUBJECT_IDS: { [T in SubjectType]: readonly string[] } = {
  resource: RESOURCE_MODULE_IDS,
  chat: TOPIC_IDS,
};

const moduleTitle = (slug: string) => MODULE_SUMMARIES.find((m) => m.slug === slug)?.title;

/** The activity-list line for a row stored by subject (an unknown id still reads sensibly). */
export function describeSubject(type: string, subject: string): string {
  if (type === 'resource') {
    const title = moduleTitle(subject);
    return title ? `Read the module “${title}”` : 'Read a learning module';
  }
  if (type === 'chat') {
    const title = findTopic(subject)?.title;
    return title ? `Talked about ${title}` : 'Talked with the companion';
  }
  return subject;
}
