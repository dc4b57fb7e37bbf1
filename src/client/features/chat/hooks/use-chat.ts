import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { findTopic, type TopicId } from '@shared/constants/topics';
import type { HistoryItem } from '@shared/contracts/chat';
import { CHAT_HISTORY_MAX, CHAT_MESSAGE_MAX } from '@shared/contracts/chat-limits';
import { LEVEL_RANK } from '@shared/safety/risk';
import { toast } from '@client/components/ui/use-toast';
import { countryIsGuessed, currentCountry } from '@client/hooks/use-country';
import { ApiError } from '@client/lib/api-client';
import { PROGRESS_QUERY_KEYS } from '@client/lib/query-keys';
import { streamChat } from '../api/stream-chat';
import type { ChatMessage, ConversationRisk } from './chat-types';
import { useConversationKeeper } from './conversation-keeper';

export type { ChatMessage, ConversationRisk } from './chat-types';

const NO_RISK: ConversationRisk = { level: 'none' };

export const GREETING = "Hey there! I'm Steady";

let lastId = 0;
/** Ids are strings from the timestamp (SPEC.md §3), nudged forward so two never collide. */
function nextId(): string {
  lastId = Math.max(Date.now(), lastId + 1);
  return String(lastId);
}

const message = (sender: ChatMessage['sender'], text: string): ChatMessage => ({
  id: nextId(),
  sender,
  text,
  timestamp: new Date().toISOString(),
});

export function useChat() {
  const queryClient = useQueryClient();
  const keeper = useConversationKeeper();
  const [topic, setTopic] = useState<TopicId | null>(() => keeper.current?.topic ?? null);
  const [messages, setMessages] = useState<ChatMessage[]>(() => keeper.current?.messages ?? []);
  const [pending, setPending] = useState(false);
  const [risk, setRisk] = useState<ConversationRisk>(() => keeper.current?.risk ?? NO_RISK);

  // Mirror the open conversation into the in-memory keeper; closing it (no topic) forgets it.
  useEffect(() => {
    keeper.current = topic ? { topic, messages, risk } : null;
  }, [keeper, topic, messages, risk]);
  const riskRef = useRef<ConversationRisk>(NO_RISK);
  riskRef.current = risk;
  const messagesRef = useRef<ChatMessage[]>([]);
  messagesRef.current = messages;
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  const start = useCallback((id: TopicId) => {
    const opening = findTopic(id)?.openingQuestion ?? '';
    setTopic(id);
    setRisk(NO_RISK);
    setMessages([message('bot', `${GREETING}. ${opening}`)]);
  }, []);

  const close = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    setPending(false);
    setRisk(NO_RISK);
    setMessages([]);
    setTopic(null);
  }, []);

  const send = useCallback(
    async (raw: string) => {
      const text = raw.trim();
      if (!text || inFlight.current || !topic) return;
      const history: HistoryItem[] = messagesRef.current
        .slice(-CHAT_HISTORY_MAX)
        .map((item) => ({ sender: item.sender, text: item.text.slice(0, CHAT_MESSAGE_MAX) }));
      const userMessage = message('user', text);
      setMessages((current) => [...current, userMessage]);
      setPending(true);
      const controller = new AbortController();
      inFlight.current = controller;
      let botId: string | null = null;
      try {
        const result = await streamChat(
          {
            message: text.slice(0, CHAT_MESSAGE_MAX),
            topic,
            history,
            country: currentCountry(),
            ...(countryIsGuessed() ? { countryGuessed: true } : {}),
            risk: riskRef.current.level,
          },
          (delta) => {
            if (controller.signal.aborted) return;
            if (botId === null) {
              const bot = message('bot', delta);
              botId = bot.id;
              setMessages((current) => [...current, bot]);
            } else {
              const id = botId;
              setMessages((current) =>
                current.map((item) =>
                  item.id === id ? { ...item, text: item.text + delta } : item,
                ),
              );
            }
          },
          controller.signal,
          () => {
            // The server withdrew a model reply part way (safety): none of it stays on screen.
            const id = botId;
            if (id === null || controller.signal.aborted) return;
            setMessages((current) =>
              current.map((item) => (item.id === id ? { ...item, text: '' } : item)),
            );
          },
        );
        if (result.level !== 'none') {
          const level = result.level;
          const safety = { level, category: result.category };
          const id = botId;
          if (id)
            setMessages((current) =>
              current.map((item) => (item.id === id ? { ...item, safety } : item)),
            );
          setRisk((current) => (LEVEL_RANK[level] >= LEVEL_RANK[current.level] ? safety : current));
        }
        // The server moved chat achievements for a signed-in user; failures stay silent (SPEC.md §8).
        void Promise.all(
          PROGRESS_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        ).catch(() => {});
      } catch (error) {
        if (controller.signal.aborted) return;
        // The status only: the message could echo what was said.
        console.warn('Chat reply failed', error instanceof ApiError ? error.status : 'network');
        const id = botId;
        if (id) setMessages((current) => current.filter((item) => item.id !== id));
        toast({
          title: 'Error',
          description: 'Failed to get a response. Please try again.',
          variant: 'destructive',
        });
      } finally {
        if (inFlight.current === controller) {
          inFlight.current = null;
          setPending(false);
        }
      }
    },
    [topic, queryClient],
  );

  const setFeedback = useCallback((id: string, feedback: 'positive' | 'negative') => {
    setMessages((current) =>
      current.map((item) => (item.id === id && !item.feedback ? { ...item, feedback } : item)),
    );
  }, []);

  return { topic, messages, pending, risk, start, close, send, setFeedback };
}
