import type { Topic } from '@shared/constants/topics';
import { TopicIcon } from './topic-icon';

export function TopicCard({ topic, onSelect }: { topic: Topic; onSelect: (topic: Topic) => void }) {
  return (
    <button
      type="button"
      onClick={() => onSelect(topic)}
      className="group flex h-full items-start gap-4 rounded-xl border bg-card p-5 text-left shadow-sm transition-colors hover:border-primary/60 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <TopicIcon topic={topic} size="lg" />
      <span className="space-y-1">
        <span className="block font-semibold text-card-foreground">{topic.title}</span>
        <span className="block text-sm text-muted-foreground">{topic.description}</span>
      </span>
    </button>
  );
}
