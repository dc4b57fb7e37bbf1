import { findTopic, type TopicId } from '@shared/constants/topics';
import type { HistoryItem } from '@shared/contracts/chat';
import type { CountryCode } from '@shared/safety/countries';
import { builtinReply } from '../src/server/modules/chat/companion/builtin-companion';
import { BUILTIN_DISCLOSURE } from '../src/server/modules/chat/companion/phrases';

export const greeting = (topic: TopicId): HistoryItem => ({
  sender: 'bot',
  text: `Hey there! I'm Steady. ${findTopic(topic)?.openingQuestion}`,
});

/** Plays a conversation through the companion, the way the client sends history (last 20). */
export function converse(
  topic: TopicId,
  messages: string[],
  country?: CountryCode,
  before: HistoryItem[] = [],
): string[] {
  const history: HistoryItem[] = [greeting(topic), ...before];
  return messages.map((message) => {
    const reply = builtinReply({ message, topic, history: history.slice(-20), country });
    history.push({ sender: 'user', text: message }, { sender: 'bot', text: reply });
    return reply;
  });
}

export const withoutNote = (reply: string) => reply.replace(BUILTIN_DISCLOSURE, '').trim();
