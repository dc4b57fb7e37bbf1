import { Lock, X } from 'lucide-react';
import type { Topic } from '@shared/constants/topics';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { TOPIC_COLORS, TOPIC_ICONS } from './topic-style';

export function ChatHeader({ topic, onClose }: { topic: Topic; onClose: () => void }) {
  const Icon = TOPIC_ICONS[topic.icon];
  return (
    <header className="flex items-start justify-between gap-3">
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-lg',
            TOPIC_COLORS[topic.color],
          )}
          aria-hidden="true"
        >
          <Icon className="size-5" />
        </span>
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
