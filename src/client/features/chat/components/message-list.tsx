import type { Ref } from 'react';
import { Loader2 } from 'lucide-react';
import type { ChatMessage } from '../hooks/use-chat';
import { AiDisclosure } from './ai-disclosure';
import { MessageBubble } from './message-bubble';

type Props = {
  messages: ChatMessage[];
  pending: boolean;
  feedbackPendingId: string | null;
  onFeedback: (message: ChatMessage, feedback: 'positive' | 'negative') => void;
  scrollRef: Ref<HTMLDivElement>;
};

export function MessageList({
  messages,
  pending,
  feedbackPendingId,
  onFeedback,
  scrollRef,
}: Props) {
  const streamingId =
    pending && messages.at(-1)?.sender === 'bot' ? messages.at(-1)?.id : undefined;
  const waiting = pending && !streamingId;
  return (
    <div
      ref={scrollRef}
      tabIndex={0}
      role="region"
      aria-label="Conversation"
      className="h-[60vh] overflow-y-auto overscroll-contain rounded-xl border bg-card p-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:h-[min(60vh,560px)]"
    >
      <div className="mb-4">
        <AiDisclosure />
      </div>
      {messages.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-12 text-center text-muted-foreground">
          <span aria-hidden="true" className="wave-mark h-6 w-11 opacity-70" />
          <p>Your conversation will appear here</p>
        </div>
      ) : (
        // aria-busy holds back announcements while a reply streams in, then reads it once.
        <ol
          className="space-y-4"
          aria-live="polite"
          aria-busy={pending}
          aria-relevant="additions text"
        >
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              rateable={message.id !== streamingId}
              feedbackDisabled={feedbackPendingId === message.id}
              onFeedback={onFeedback}
            />
          ))}
        </ol>
      )}
      {waiting && (
        <div
          className="mt-4 flex items-center gap-2 text-sm text-muted-foreground"
          aria-hidden="true"
        >
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" />
          Steady is thinking…
        </div>
      )}
    </div>
  );
}
