import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import type { ChatMessage } from '../hooks/use-chat';

type Props = {
  message: ChatMessage;
  disabled: boolean;
  onFeedback: (message: ChatMessage, feedback: 'positive' | 'negative') => void;
};

export function MessageFeedback({ message, disabled, onFeedback }: Props) {
  if (message.feedback) {
    return (
      <Badge variant={message.feedback === 'positive' ? 'secondary' : 'outline'} className="mt-2">
        {message.feedback === 'positive' ? 'Helpful' : 'Needs improvement'}
      </Badge>
    );
  }
  return (
    <div className="mt-1 flex gap-1">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-11 text-muted-foreground md:size-9"
        aria-label="This reply was helpful"
        disabled={disabled}
        onClick={() => onFeedback(message, 'positive')}
      >
        <ThumbsUp aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-11 text-muted-foreground md:size-9"
        aria-label="This reply needs improvement"
        disabled={disabled}
        onClick={() => onFeedback(message, 'negative')}
      >
        <ThumbsDown aria-hidden="true" />
      </Button>
    </div>
  );
}
