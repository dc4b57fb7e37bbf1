import { Link } from 'react-router';
import { TOPICS, type Topic } from '@shared/constants/topics';
import { FocusHeading } from '@client/components/focus-heading';
import { TopicCard } from './topic-card';

type Props = {
  onSelect: (topic: Topic) => void;
  /** After closing a chat, focus lands here rather than on nothing. */ focusHeading?: boolean;
};

export function TopicPicker({ onSelect, focusHeading = false }: Props) {
  return (
    <section aria-labelledby="topic-picker-title" className="space-y-6">
      <div className="space-y-2 text-center">
        <FocusHeading
          level={1}
          id="topic-picker-title"
          focusOnMount={focusHeading}
          className="text-3xl font-bold tracking-tight sm:text-4xl"
        >
          What would you like to talk about?
        </FocusHeading>
        <p className="mx-auto max-w-2xl text-muted-foreground">
          Pick a topic to start a private, anonymous conversation with Steady, an AI companion. It
          is not a human and not a therapist.{' '}
          <Link to="/safety" className="font-medium text-primary underline underline-offset-4">
            How we keep you safe
          </Link>
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {TOPICS.map((topic) => (
          <li key={topic.id}>
            <TopicCard topic={topic} onSelect={onSelect} />
          </li>
        ))}
      </ul>
    </section>
  );
}
