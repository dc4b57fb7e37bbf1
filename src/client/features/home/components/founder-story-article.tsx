import { Link } from 'react-router';
import { FOUNDER_STORY } from '@shared/content/founder-story';
import { Button } from '@client/components/ui/button';

export function FounderStoryArticle() {
  return (
    <article className="container mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">{FOUNDER_STORY.title}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{FOUNDER_STORY.subtitle}</p>
      {FOUNDER_STORY.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-2xl font-semibold tracking-tight">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-8">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <p className="mt-10 border-l-4 border-primary pl-4 text-lg font-medium italic">
        {FOUNDER_STORY.signOff}
      </p>
      <div className="mt-10 flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to="/chat">Start Talking</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/resources">Browse resources</Link>
        </Button>
      </div>
    </article>
  );
}
