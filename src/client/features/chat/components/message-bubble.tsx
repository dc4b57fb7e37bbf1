import { useCrisisLines } from '@client/hooks/use-crisis-lines';
import { cn } from '@client/lib/utils';
import type { ChatMessage } from '../hooks/use-chat';
import { helpActions } from './help-actions';
import { HelpLinks } from '@client/components/help-links';
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
    <li className={cn('flex animate-rise flex-col', mine ? 'items-end' : 'items-start')}>
      <span className="sr-only">{mine ? 'You said:' : 'Steady said:'}</span>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed sm:max-w-[75%]',
          mine
            ? 'rounded-br-sm bg-action text-action-foreground'
            : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        <MessageText text={message.text} />
      </div>
      {message.safety?.level === 'concern' && <ConcernLines category={message.safety.category} />}
      {!mine && rateable && (
        <MessageFeedback message={message} disabled={feedbackDisabled} onFeedback={onFeedback} />
      )}
    </li>
  );
}

/** The direct question about his safety comes with the line to call, in reach under it. */
function ConcernLines({ category }: { category?: NonNullable<ChatMessage['safety']>['category'] }) {
  const lines = useCrisisLines();
  return <HelpLinks className="mt-2" contacts={helpActions(lines, category)} />;
}
