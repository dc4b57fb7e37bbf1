import { describe, expect, it } from 'vitest';
import { FOUNDER_STORY } from './founder-story';
import { STAT_SLIDES, WHY_POINTS, WHY_STATS, HOW_STEPS } from './home';
import { PRIVACY_SECTIONS } from './legal/privacy-policy';
import { TERMS_SECTIONS } from './legal/terms-of-service';
import { CRISIS_RESOURCES, MYTHS, SELF_HELP_RESOURCES, THERAPIST_FINDERS } from './resources';

const text = (
  sections: readonly {
    heading: string;
    paragraphs?: readonly string[];
    items?: readonly string[];
  }[],
) => sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.items ?? [])]).join('\n');

describe('home copy', () => {
  it('carries the six slides with every statistic of the spec', () => {
    expect(STAT_SLIDES).toHaveLength(6);
    const values = STAT_SLIDES.map((s) => s.value);
    for (const stat of ['3.5x', '1 in 3', '40%', '1 in 8', '75%']) expect(values).toContain(stat);
    expect(WHY_POINTS).toHaveLength(4);
    expect(WHY_STATS).toHaveLength(3);
    expect(HOW_STEPS.map((s) => s.title)).toEqual([
      'Start a Chat',
      'Speak Freely',
      'Gain Insights',
    ]);
  });
});

describe('resources', () => {
  it('has three myth/truth pairs, two therapist finders and only https links', () => {
    expect(MYTHS).toHaveLength(3);
    expect(THERAPIST_FINDERS).toHaveLength(2);
    for (const link of [...CRISIS_RESOURCES, ...SELF_HELP_RESOURCES, ...THERAPIST_FINDERS]) {
      expect(link.url).toMatch(/^https:\/\//);
    }
  });
});

describe('privacy policy', () => {
  const policy = text(PRIVACY_SECTIONS);
  it.each([
    ['accounts', /argon2id/],
    ['optional email', /email address, only if you choose/],
    ['chat is not stored', /Nothing is saved/],
    ['journal on device', /never sent to our server/],
    ['daily salt', /salt[\s\S]*deleted/],
    ['no IP stored', /do not store your IP address/],
    ['path only', /only the path/],
    ['model provider', /provider may keep/],
    ['export and delete', /Export[\s\S]*Delete/],
    ['contact', /\{email\}/],
  ])('tells the truth about %s', (_what, pattern) => {
    expect(policy).toMatch(pattern);
  });
});

describe('terms', () => {
  it('covers every topic of the spec', () => {
    const headings = TERMS_SECTIONS.map((s) => s.heading);
    expect(headings).toEqual(
      expect.arrayContaining([
        'Not a substitute for professional help',
        'If you are in crisis',
        'Using Steady',
        'Limits of the service',
        'Warranty disclaimer',
        'Limitation of liability',
        'Changes to these terms',
      ]),
    );
    expect(text(TERMS_SECTIONS)).toMatch(/988[\s\S]*741741[\s\S]*911/);
  });
});

describe('founder story', () => {
  it('is told in the first person', () => {
    const story = FOUNDER_STORY.sections.flatMap((s) => s.paragraphs).join(' ');
    expect(story.match(/\bI\b/g)?.length ?? 0).toBeGreaterThan(10);
    expect(story.split(/\s+/).length).toBeGreaterThan(300);
  });
});
