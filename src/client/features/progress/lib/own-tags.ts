import { BUILT_IN_TAGS, MOOD_TAGS_PER_CHECK_IN_MAX } from '@shared/constants/mood-tags';
import type { MoodEntry } from '@shared/contracts/progress';

/** His own tags from his history, most used first, as many as one check-in may carry. */
export function ownTags(entries: readonly MoodEntry[]): string[] {
  const counts = new Map<string, number>();
  for (const entry of entries)
    for (const tag of entry.tags)
      if (!BUILT_IN_TAGS.includes(tag)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MOOD_TAGS_PER_CHECK_IN_MAX)
    .map(([tag]) => tag);
}
