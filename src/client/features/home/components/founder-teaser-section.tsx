import { Link } from 'react-router';
import { Quote } from 'lucide-react';
import { FOUNDER_TEASER } from '@shared/content/founder-teaser';
import { Button } from '@client/components/ui/button';

export function FounderTeaserSection() {
  return (
    <section aria-labelledby="founder-title" className="bg-muted py-16">
      <div className="container mx-auto max-w-3xl px-4 text-center">
        <Quote className="mx-auto size-10 text-primary" aria-hidden="true" />
        <h2 id="founder-title" className="mt-4 text-3xl font-bold tracking-tight">
          {FOUNDER_TEASER.heading}
        </h2>
        <p className="mt-4 text-lg text-muted-foreground text-pretty">{FOUNDER_TEASER.text}</p>
        <Button asChild variant="outline" size="lg" className="mt-6">
          <Link to="/about-founder">{FOUNDER_TEASER.linkLabel}</Link>
        </Button>
      </div>
    </section>
  );
}
