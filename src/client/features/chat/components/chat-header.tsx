import { Lock, X } from 'lucide-react';
import type { Topic } from '@shared/constants/topics';
import { Button } from '@client/components/ui/button';
import { TopicIcon } from './topic-icon';

export function ChatHeader({ topic, onClose }: { topic: Topic; onClose: () => void }) {
  return (
    <header className="flex items-start justify-between gap-3">
      <div className="flex items-start gap-3">
        <TopicIcon topic={topic} size="md" />
        <div>
          <h1 className="text-xl font-bold tracking-tight sm:text-2xl">{topic.title}</h1>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <Lock className="size-3.5" aria-hidden="true" />
            Private & Anonymous Conversation
          </p>
        </div>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        onClick={onClose}
        aria-label="Close conversation"
      >
        <X aria-hidden="true" />
      </Button>
    </header>
  );
}
