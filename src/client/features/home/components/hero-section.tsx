import { Link } from 'react-router';
import { MessageCircle, LineChart } from 'lucide-react';
import { HERO } from '@shared/content/home';
import { Button } from '@client/components/ui/button';

export function HeroSection() {
  return (
    <section className="bg-linear-to-b from-accent/60 to-background py-16 sm:py-24">
      <div className="container mx-auto max-w-4xl px-4 text-center">
        {/* wave-above: the signature wave (ADR 022), drawn by CSS above the eyebrow line. */}
        <p className="wave-above text-sm font-semibold uppercase tracking-wider text-primary">
          {HERO.eyebrow}
        </p>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {HERO.heading}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground text-pretty">
          {HERO.text}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/chat">
              <MessageCircle aria-hidden="true" />
              Start Talking
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/progress">
              <LineChart aria-hidden="true" />
              My Steady
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
