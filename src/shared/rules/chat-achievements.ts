// SPEC.md §9: the chat's achievement formulas.

export const FEEDBACK_ACHIEVEMENT_STEP = 50;

/** Engagement progress for a conversation with `messageCount` user messages, capped at 100. */
export function engagementProgress(messageCount: number): number {
  return Math.min(100, Math.floor((messageCount + 2) / 5) * 10);
}
