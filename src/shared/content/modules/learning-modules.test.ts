import { describe, expect, it } from 'vitest';
import { RESOURCE_MODULE_IDS } from '../../contracts/progress';
import { MODULE_SUMMARIES } from './catalogue';
import {
  LEARNING_MODULES,
  RELATED_MODULE_SLUGS,
  findModule,
  placeholderModule,
} from './learning-modules';
import { moduleAsText, moduleFileName, stripTags, wordCount } from './module-text';

const SPEC_READ_TIMES: Record<string, string> = {
  'stress-responses': '5 min',
  'sleep-mood-connection': '4 min',
  'healthy-communication': '6 min',
  'work-stress': '5 min',
  'exercise-mental-health': '7 min',
  'anger-management': '8 min',
};

describe('learning modules', () => {
  it('are exactly the six of the spec, with its read times', () => {
    expect(Object.fromEntries(LEARNING_MODULES.map((m) => [m.slug, m.timeToRead]))).toEqual(
      SPEC_READ_TIMES,
    );
    expect(MODULE_SUMMARIES.map((m) => m.slug)).toEqual(LEARNING_MODULES.map((m) => m.slug));
  });

  it('are the modules the server counts reads for', () => {
    expect([...RESOURCE_MODULE_IDS].sort()).toEqual(LEARNING_MODULES.map((m) => m.slug).sort());
  });

  it.each(LEARNING_MODULES.map((m) => [m.slug, m] as const))('%s is a real article', (_slug, m) => {
    const words = wordCount(m.content);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1200);
    expect(m.content.match(/<h2>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(m.content).toMatch(/<ul>[\s\S]*<li>/);
    expect(m.title.length).toBeGreaterThan(5);
    expect(m.description.length).toBeGreaterThan(40);
  });

  it.each(LEARNING_MODULES.map((m) => [m.slug, m] as const))(
    '%s ends with safe external sources',
    (_slug, m) => {
      const sources = m.content.split('<h2>Sources</h2>')[1] ?? '';
      const links = [...sources.matchAll(/<a href="([^"]+)"([^>]*)>/g)];
      expect(links.length).toBeGreaterThanOrEqual(3);
      for (const [, href, attrs] of links) {
        expect(href).toMatch(/^https:\/\//);
        expect(attrs).toContain('target="_blank"');
        expect(attrs).toContain('rel="noopener noreferrer"');
      }
      expect(sources).toMatch(/NIMH|NHS|CDC|WHO|APA|Mayo Clinic/);
    },
  );

  it('every link anywhere in an article opens safely in a new tab', () => {
    for (const m of LEARNING_MODULES) {
      for (const [tag] of m.content.matchAll(/<a [^>]*>/g))
        expect(tag).toContain('rel="noopener noreferrer"');
    }
  });

  it('finds modules by slug and shows the under-development placeholder otherwise', () => {
    expect(findModule('work-stress')?.title).toBe('Managing Work Stress');
    expect(findModule('nope')).toBeUndefined();
    expect(stripTags(placeholderModule('nope').content)).toContain('check back soon');
    expect(RELATED_MODULE_SLUGS.every((s) => findModule(s))).toBe(true);
  });
});

describe('module text download', () => {
  it('names the file from the lowercased, hyphenated title', () => {
    expect(moduleFileName('Understanding Stress Responses')).toBe(
      'understanding-stress-responses.txt',
    );
    expect(moduleFileName('The Sleep and Mood Connection')).toBe(
      'the-sleep-and-mood-connection.txt',
    );
  });

  it('holds title, description and tag-free content', () => {
    const m = LEARNING_MODULES[0]!;
    const text = moduleAsText(m);
    expect(text.startsWith(`${m.title}\n\n${m.description}`)).toBe(true);
    expect(text).toContain('What happens in your body');
    expect(text).not.toMatch(/<[a-z/][^>]*>/i);
    expect(stripTags('<p>Fish &amp; chips</p><ul><li>one</li></ul>')).toBe('Fish & chips\n- one');
  });
});
