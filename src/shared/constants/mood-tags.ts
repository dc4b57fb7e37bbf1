// Factors he can add to a check-in (issue 19). Tags are stored as plain lowercase text, so his
// own tags and the suggested ones live side by side, and an export reads without a lookup table.

export const MOOD_TAG_MAX_LENGTH = 24;
export const MOOD_TAGS_PER_CHECK_IN_MAX = 20;

/** Sleep is one of three levels, stored as a tag, so insights treat it like any other factor. */
export const SLEEP_TAGS = ['sleep: poor', 'sleep: ok', 'sleep: good'] as const;

export const SUGGESTED_TAGS = [
  'exercise',
  'outdoors',
  'work',
  'family',
  'friends',
  'alcohol',
  'screen time',
] as const;

export const BUILT_IN_TAGS: readonly string[] = [...SLEEP_TAGS, ...SUGGESTED_TAGS];

/** Trimmed, inner whitespace collapsed, lowercase: "  Screen  Time " and "screen time" are one tag. */
export function normalizeTag(tag: string): string {
  return tag.trim().replace(/\s+/gu, ' ').toLowerCase();
}

// Phrases for the insight sentences; his own tags read as "days tagged X".
const TAG_PHRASES: Record<string, string> = {
  exercise: 'you exercised',
  outdoors: 'you were outdoors',
  work: 'you worked',
  family: 'you spent time with family',
  friends: 'you saw friends',
  alcohol: 'you drank alcohol',
  'screen time': 'you logged screen time',
  'sleep: poor': 'you slept poorly',
  'sleep: ok': 'you slept OK',
  'sleep: good': 'you slept well',
};

/** "On days {phrase}, …": plain words, no claim that the tag caused anything. */
export function tagPhrase(tag: string): string {
  return TAG_PHRASES[tag] ?? `you tagged “${tag}”`;
}
