import { Link } from 'react-router';
import { Wind } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import './breathing-circle.css';

const PHASES = [
  { className: 'breathing-478-in', label: 'Breathe in' },
  // Hidden by utility classes too, so the prerendered page is right before this chunk's CSS loads.
  { className: 'breathing-478-hold opacity-0', label: 'Hold' },
  { className: 'breathing-478-out opacity-0', label: 'Breathe out' },
];

export function BreathingPreviewSection() {
  return (
    <section aria-labelledby="breathing-title" className="bg-muted py-16">
      <div className="container mx-auto grid max-w-5xl items-center gap-10 px-4 md:grid-cols-2">
        <div>
          <h2 id="breathing-title" className="text-3xl font-bold tracking-tight">
            4-7-8 Technique
          </h2>
          <p className="mt-4 text-muted-foreground">
            Breathe in through your nose for 4 seconds, hold for 7, then breathe out slowly through
            your mouth for 8. The long out-breath tells your nervous system the danger has passed.
            Follow the circle for a few rounds, or let the full guided session walk you through it.
          </p>
          <Button asChild size="lg" className="mt-6">
            <Link to="/meditation">
              <Wind aria-hidden="true" />
              Try Breathing Exercises
            </Link>
          </Button>
        </div>
        <div
          className="flex justify-center"
          role="img"
          aria-label="A circle that grows as you breathe in for 4, holds for 7 and shrinks as you breathe out for 8"
        >
          <div className="relative flex size-64 items-center justify-center rounded-full border-4 border-primary/30">
            <div className="breathing-478-circle absolute inset-0 rounded-full bg-primary/20 dark:bg-primary/10" />
            <div className="breathing-478-circle absolute inset-6 rounded-full bg-primary/30 dark:bg-primary/15" />
            <div className="relative grid text-center text-xl font-bold" aria-hidden="true">
              {PHASES.map((phase) => (
                <span key={phase.label} className={`${phase.className} col-start-1 row-start-1`}>
                  {phase.label}
                </span>
              ))}
              <span className="breathing-478-still hidden col-start-1 row-start-1 text-base">
                In 4 · Hold 7 · Out 8
              </span>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
