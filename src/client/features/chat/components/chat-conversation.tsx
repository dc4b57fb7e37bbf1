import { NotebookPen } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Topic } from '@shared/constants/topics';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { useSendFeedback } from '../api/send-feedback';
import type { ChatMessage, ConversationRisk } from '../hooks/use-chat';
import { ChatHeader } from './chat-header';
import { ChatInput } from './chat-input';
import { CrisisBar } from './crisis-bar';
import { CrisisPanel } from './crisis-panel';
import { MessageList } from './message-list';

type Props = {
  topic: Topic;
  messages: ChatMessage[];
  pending: boolean;
  risk: ConversationRisk;
  onSend: (text: string) => void;
  onClose: () => void;
  onFeedback: (id: string, feedback: 'positive' | 'negative') => void;
};

// SPEC.md §4: after a reply, refocus the input and scroll to the bottom at 100 ms and again at 150 ms.
const SETTLE_DELAYS_MS = [100, 150];

/** Focus is "free" when nothing holds it (the disabled input dropped it) or the input already does. */
function focusIsFree(input: HTMLInputElement | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active === input;
}

export function ChatConversation({
  topic,
  messages,
  pending,
  risk,
  onSend,
  onClose,
  onFeedback,
}: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const feedback = useSendFeedback();
  const [feedbackPendingId, setFeedbackPendingId] = useState<string | null>(null);
  const [linesOpen, setLinesOpen] = useState(false);
  const panelId = useId();
  const crisis = risk.level === 'crisis';

  const scrollToBottom = () => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  };

  useEffect(scrollToBottom, [messages]);

  useEffect(() => {
    if (pending) return;
    const timers = SETTLE_DELAYS_MS.map((delay) =>
      setTimeout(() => {
        // The second pass must not pull a keyboard user back who already tabbed on.
        if (focusIsFree(inputRef.current)) inputRef.current?.focus();
        scrollToBottom();
      }, delay),
    );
    return () => timers.forEach(clearTimeout);
  }, [pending]);

  const giveFeedback = (message: ChatMessage, value: 'positive' | 'negative') => {
    setFeedbackPendingId(message.id);
    feedback.mutate(
      {
        messageId: message.id,
        feedback: value,
        messageText: message.text.slice(0, 8000),
        topic: topic.id,
      },
      {
        onSuccess: () => {
          onFeedback(message.id, value);
          toast({
            title: 'Thank you for your feedback',
            description:
              value === 'positive'
                ? "We're glad this response was helpful."
                : "We'll work on improving our responses.",
          });
        },
        onError: () =>
          toast({
            title: 'Error',
            description: 'Could not send feedback. Please try again.',
            variant: 'destructive',
          }),
        onSettled: () => setFeedbackPendingId(null),
      },
    );
  };

  return (
    <section className="space-y-3 sm:space-y-4" aria-label={`Conversation about ${topic.title}`}>
      <ChatHeader topic={topic} onClose={onClose} />
      <MessageList
        messages={messages}
        pending={pending}
        feedbackPendingId={feedbackPendingId}
        onFeedback={giveFeedback}
        scrollRef={listRef}
      />
      {crisis && linesOpen && <CrisisPanel id={panelId} />}
      {/* The message box, and after a crisis reply the help bar right above it, stay pinned to the
          bottom of the screen: the call and text buttons never scroll away from where he types. */}
      <div className="sticky bottom-0 z-10 -mx-1 space-y-2 bg-background/95 px-1 py-2 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        {crisis && (
          <CrisisBar
            category={risk.category}
            expanded={linesOpen}
            onToggle={() => setLinesOpen((open) => !open)}
            panelId={panelId}
          />
        )}
        <ChatInput pending={pending} onSend={onSend} inputRef={inputRef} />
      </div>
      <div className="flex flex-col items-center gap-2 text-center">
        <Button asChild variant="outline" className="h-auto min-h-11 whitespace-normal">
          <Link to="/journal">
            <NotebookPen aria-hidden="true" />
            Continue reflection in your private journal
          </Link>
        </Button>
        <p className="text-xs text-muted-foreground">
          This conversation is not stored. It stays in this tab while you visit the journal or
          another page, and disappears as soon as you close it, reload or close the tab.
        </p>
      </div>
    </section>
  );
}
