import { cn } from '@client/lib/utils';
import type { ChatMessage } from '../hooks/use-chat';
import { MessageFeedback } from './message-feedback';
import { MessageText } from './message-text';

type Props = {
  message: ChatMessage;
  /** The first bot message is the greeting and the reply still streaming is not finished: no rating. */
  rateable: boolean;
  feedbackDisabled: boolean;
  onFeedback: (message: ChatMessage, feedback: 'positive' | 'negative') => void;
};

export function MessageBubble({ message, rateable, feedbackDisabled, onFeedback }: Props) {
  const mine = message.sender === 'user';
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
      <span className="sr-only">{mine ? 'You said:' : 'Steady said:'}</span>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed sm:max-w-[75%]',
          mine
            ? 'rounded-br-sm bg-primary text-primary-foreground'
            : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        <MessageText text={message.text} />
      </div>
      {!mine && rateable && (
        <MessageFeedback message={message} disabled={feedbackDisabled} onFeedback={onFeedback} />
      )}
    </li>
  );
}
