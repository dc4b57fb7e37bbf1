import type { TopicId } from '@shared/constants/topics';
import type { RiskCategory, RiskLevel } from '@shared/safety/risk';

/** SPEC.md §3: client-side only, gone when the conversation closes. */
export type ChatMessage = {
  id: string;
  sender: 'user' | 'bot';
  text: string;
  timestamp: string;
  feedback?: 'positive' | 'negative';
  /** Set on the app's own fixed safety replies, which show his country's lines beside them. */
  safety?: { level: Exclude<RiskLevel, 'none'>; category?: RiskCategory | undefined };
};

/** The highest risk this conversation has reached: it only ever rises, until the chat closes. */
export type ConversationRisk = { level: RiskLevel; category?: RiskCategory | undefined };

/** An open conversation, as held in memory while he visits another page of the app. */
export type KeptConversation = {
  topic: TopicId;
  messages: ChatMessage[];
  risk: ConversationRisk;
};
