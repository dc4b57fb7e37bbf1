import { FounderStoryArticle } from '@client/features/home/components/founder-story-article';

export default function AboutFounderPage() {
  return <FounderStoryArticle />;
}
