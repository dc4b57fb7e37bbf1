import { useEffect, useState } from 'react';
import { findTopic } from '@shared/constants/topics';
import { useOnline } from '@client/hooks/use-online';
import { useChat } from '../hooks/use-chat';
import { ChatConversation } from './chat-conversation';
import { ChatOffline } from './chat-offline';
import { TopicPicker } from './topic-picker';

// The page-specific body style (SPEC.md §2): a calmer, non-bouncing page while the chat is open.
const BODY_CLASSES = ['chat-page', 'overscroll-y-none', 'bg-muted/30'];

export function Chat() {
  const chat = useChat();
  const topic = findTopic(chat.topic ?? undefined);
  const [closedOnce, setClosedOnce] = useState(false);
  const online = useOnline();

  useEffect(() => {
    document.body.classList.add(...BODY_CLASSES);
    return () => document.body.classList.remove(...BODY_CLASSES);
  }, []);

  // The conversation stays in memory while offline and comes back with the connection.
  if (!online) return <ChatOffline />;
  if (!topic)
    return <TopicPicker onSelect={(picked) => chat.start(picked.id)} focusHeading={closedOnce} />;
  return (
    <ChatConversation
      topic={topic}
      messages={chat.messages}
      pending={chat.pending}
      risk={chat.risk}
      onSend={(text) => void chat.send(text)}
      onClose={() => {
        chat.close();
        setClosedOnce(true);
      }}
      onFeedback={chat.setFeedback}
    />
  );
}
