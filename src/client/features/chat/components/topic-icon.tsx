import type { Topic } from '@shared/constants/topics';
import { cn } from '@client/lib/utils';
import { TOPIC_COLORS, TOPIC_ICONS } from './topic-style';

const SIZES = {
  md: { tile: 'size-10', icon: 'size-5' },
  lg: { tile: 'size-11', icon: 'size-6' },
} as const;

/** The topic's icon on its colour, decorative beside the topic's title. */
export function TopicIcon({ topic, size }: { topic: Topic; size: keyof typeof SIZES }) {
  const Icon = TOPIC_ICONS[topic.icon];
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center rounded-lg',
        SIZES[size].tile,
        TOPIC_COLORS[topic.color],
      )}
      aria-hidden="true"
    >
      <Icon className={SIZES[size].icon} />
    </span>
  );
}
