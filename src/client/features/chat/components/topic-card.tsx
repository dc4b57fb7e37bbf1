import type { Topic } from '@shared/constants/topics';
import { cn } from '@client/lib/utils';
import { TOPIC_COLORS, TOPIC_ICONS } from './topic-style';

export function TopicCard({ topic, onSelect }: { topic: Topic; onSelect: (topic: Topic) => void }) {
  const Icon = TOPIC_ICONS[topic.icon];
  return (
    <button
      type="button"
      onClick={() => onSelect(topic)}
      className="group flex h-full items-start gap-4 rounded-xl border bg-card p-5 text-left shadow-sm transition-colors hover:border-primary/60 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <span
        className={cn(
          'flex size-11 shrink-0 items-center justify-center rounded-lg',
          TOPIC_COLORS[topic.color],
        )}
        aria-hidden="true"
      >
        <Icon className="size-6" />
      </span>
      <span className="space-y-1">
        <span className="block font-semibold text-card-foreground">{topic.title}</span>
        <span className="block text-sm text-muted-foreground">{topic.description}</span>
      </span>
    </button>
  );
}
