import type { FastifyBaseLogger } from 'fastify';
import { ACHIEVEMENT_IDS } from '@shared/constants/achievements';
import { findTopic, type TopicId } from '@shared/constants/topics';
import type { HistoryItem } from '@shared/contracts/chat';
import { engagementProgress, FEEDBACK_ACHIEVEMENT_STEP } from '@shared/rules/chat-achievements';

/** What chat needs from the progress module; app.ts passes the progress service in. */
export type ChatProgressPort = {
  recordActivity(userId: number, type: 'chat', details: string): Promise<void>;
  raiseAchievement(userId: number, achievementId: number, progress: number): Promise<void>;
  listAchievements(userId: number): Promise<{ id: number; progress: number; unlocked: boolean }[]>;
  listActivities(userId: number): Promise<{ type: string; details: string }[]>;
};

const TOPICS_GOAL = 3;
const activityDetails = (topic: TopicId | undefined) =>
  `Talked about ${findTopic(topic ?? 'other')?.title ?? 'Something Else'}`;

// SPEC.md §4 chat achievements, for signed-in users only. Raising is upward-only and skips unlocked
// achievements (the progress service guarantees both). Failures are logged without any chat text.
export function createChatProgress(progress: ChatProgressPort, logger: FastifyBaseLogger) {
  const safely = async (what: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      logger.warn(
        { err: { type: error instanceof Error ? error.name : typeof error } },
        `chat progress: ${what} failed`,
      );
    }
  };

  return {
    /** Per user message: engagement from the conversation's message count; a new conversation is an activity. */
    async messageSent(
      userId: number,
      topic: TopicId | undefined,
      history: HistoryItem[],
    ): Promise<void> {
      const previous = history.filter((item) => item.sender === 'user').length;
      await safely('engagement', () =>
        progress.raiseAchievement(
          userId,
          ACHIEVEMENT_IDS.conversation,
          engagementProgress(previous + 1),
        ),
      );
      if (previous > 0) return;
      await safely('activity', async () => {
        await progress.recordActivity(userId, 'chat', activityDetails(topic));
        // Distinct topics come from the activity list the server keeps anyway; chat text is never stored.
        const topics = new Set(
          (await progress.listActivities(userId))
            .filter((entry) => entry.type === 'chat')
            .map((entry) => entry.details),
        );
        await progress.raiseAchievement(
          userId,
          ACHIEVEMENT_IDS.topicsExplored,
          (topics.size * 100) / TOPICS_GOAL,
        );
      });
    },

    /** +50 per feedback from the stored progress: the server keeps no feedback to count. */
    async feedbackGiven(userId: number): Promise<void> {
      await safely('feedback', async () => {
        const current = (await progress.listAchievements(userId)).find(
          (entry) => entry.id === ACHIEVEMENT_IDS.feedback,
        );
        if (!current || current.unlocked) return;
        await progress.raiseAchievement(
          userId,
          ACHIEVEMENT_IDS.feedback,
          current.progress + FEEDBACK_ACHIEVEMENT_STEP,
        );
      });
    },
  };
}
