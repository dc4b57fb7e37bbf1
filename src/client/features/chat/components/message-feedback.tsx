import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import type { ChatMessage } from '../hooks/use-chat';

const CHOICES = [
  { feedback: 'positive', label: 'This reply was helpful', icon: ThumbsUp },
  { feedback: 'negative', label: 'This reply needs improvement', icon: ThumbsDown },
] as const;

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
      {CHOICES.map(({ feedback, label, icon: Icon }) => (
        <Button
          key={feedback}
          type="button"
          variant="ghost"
          size="icon"
          className="size-11 text-muted-foreground md:size-9"
          aria-label={label}
          disabled={disabled}
          onClick={() => onFeedback(message, feedback)}
        >
          <Icon aria-hidden="true" />
        </Button>
      ))}
    </div>
  );
}
