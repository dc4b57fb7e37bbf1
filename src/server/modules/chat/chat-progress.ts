import type { FastifyBaseLogger } from 'fastify';
import { ACHIEVEMENT_IDS } from '@shared/constants/achievements';
import type { TopicId } from '@shared/constants/topics';
import type { HistoryItem } from '@shared/contracts/chat';
import { engagementProgress, FEEDBACK_ACHIEVEMENT_STEP } from '@shared/rules/chat-achievements';

/** What chat needs from the progress module; app.ts passes the progress service in. */
export type ChatProgressPort = {
  /** Stores the conversation's topic by id; the activity list shows its current title. */
  recordSubject(userId: number, activity: { type: 'chat'; subject: TopicId }): Promise<void>;
  countSubjects(userId: number, type: 'chat'): Promise<number>;
  raiseAchievement(userId: number, achievementId: number, progress: number): Promise<void>;
  listAchievements(userId: number): Promise<{ id: number; progress: number; unlocked: boolean }[]>;
};

const TOPICS_GOAL = 3;

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
        // A conversation without a topic counts as "Something Else".
        await progress.recordSubject(userId, { type: 'chat', subject: topic ?? 'other' });
        // Distinct topics come from the activity list the server keeps anyway; chat text is never stored.
        const topics = await progress.countSubjects(userId, 'chat');
        await progress.raiseAchievement(
          userId,
          ACHIEVEMENT_IDS.topicsExplored,
          (topics * 100) / TOPICS_GOAL,
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
