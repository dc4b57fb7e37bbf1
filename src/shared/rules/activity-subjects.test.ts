import { describe, expect, it } from 'vitest';
import { TOPICS } from '@shared/constants/topics';
import { RESOURCE_MODULE_IDS } from '@shared/constants/resource-modules';
import { MODULE_SUMMARIES } from '@shared/content/modules/catalogue';
import { describeSubject, SUBJECT_IDS } from './activity-subjects';

describe('activity subjects', () => {
  it('names each learning module by its catalogue title', () => {
    for (const id of RESOURCE_MODULE_IDS) {
      const summary = MODULE_SUMMARIES.find((m) => m.slug === id);
      expect(summary, id).toBeDefined();
      expect(describeSubject('resource', id)).toBe(`Read the module “${summary?.title}”`);
    }
    expect(describeSubject('resource', 'sleep-mood-connection')).toBe(
      'Read the module “The Sleep and Mood Connection”',
    );
  });

  it('names each chat topic by its title', () => {
    for (const topic of TOPICS)
      expect(describeSubject('chat', topic.id)).toBe(`Talked about ${topic.title}`);
  });

  it('still reads sensibly for an id the catalogue no longer has', () => {
    expect(describeSubject('resource', 'retired-module')).toBe('Read a learning module');
    expect(describeSubject('chat', 'retired-topic')).toBe('Talked with the companion');
  });

  it('counts only known ids', () => {
    expect(SUBJECT_IDS.resource).toEqual(RESOURCE_MODULE_IDS);
    expect(SUBJECT_IDS.chat).toEqual(TOPICS.map((topic) => topic.id));
  });
});
