import type { KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { STAT_SLIDES } from '@shared/content/home';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { useCarousel } from '../hooks/use-carousel';

export function StatsCarousel() {
  const carousel = useCarousel(STAT_SLIDES.length);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowRight') carousel.next();
    else if (event.key === 'ArrowLeft') carousel.previous();
    else return;
    event.preventDefault();
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="why-matters-title"
      className="bg-muted py-16"
      onKeyDown={onKeyDown}
      onMouseEnter={() => carousel.setHeld(true)}
      onMouseLeave={() => carousel.setHeld(false)}
      onFocus={() => carousel.setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) carousel.setHeld(false);
      }}
    >
      <div className="container mx-auto max-w-4xl px-4">
        <h2 id="why-matters-title" className="text-center text-3xl font-bold tracking-tight">
          Why Mental Health Matters for Men
        </h2>
        <div
          id="stat-slides"
          aria-live={carousel.rotating ? 'off' : 'polite'}
          // Every slide sits in the same grid cell and the hidden ones keep their space
          // (visibility, not display), so the section is always as tall as the tallest slide
          // and the page below never jumps as the slides turn.
          className="mt-8 grid"
        >
          {STAT_SLIDES.map((slide, i) => (
            <div
              key={slide.value}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${STAT_SLIDES.length}`}
              aria-hidden={i !== carousel.index ? true : undefined}
              className={cn(
                'flex flex-col justify-center rounded-card border bg-card p-8 text-center shadow-card [grid-area:1/1]',
                i !== carousel.index && 'invisible',
              )}
            >
              <p className="text-5xl font-extrabold text-primary sm:text-6xl">{slide.value}</p>
              <p className="mt-4 text-xl font-semibold">{slide.headline}</p>
              <p className="mt-3 text-muted-foreground">{slide.detail}</p>
              <p className="mt-4 text-xs text-muted-foreground">Source: {slide.source}</p>
            </div>
          ))}
        </div>
        <div className="mt-6 flex items-center justify-center gap-2 sm:gap-3">
          {carousel.canPlay && (
            <Button
              variant="outline"
              size="icon"
              onClick={carousel.togglePlaying}
              aria-controls="stat-slides"
            >
              {carousel.playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
              <span className="sr-only">
                {carousel.playing ? 'Stop automatic slide show' : 'Start automatic slide show'}
              </span>
            </Button>
          )}
          <Button
            variant="outline"
            size="icon"
            onClick={carousel.previous}
            aria-controls="stat-slides"
          >
            <ChevronLeft aria-hidden="true" />
            <span className="sr-only">Previous slide</span>
          </Button>
          {/* Phones: a counter instead of six small dots, which would not fit at 44 px each. */}
          <p className="min-w-14 text-center text-sm tabular-nums text-muted-foreground sm:hidden">
            {carousel.index + 1} / {STAT_SLIDES.length}
          </p>
          <div className="hidden items-center sm:flex">
            {STAT_SLIDES.map((slide, i) => (
              <button
                key={slide.value}
                type="button"
                onClick={() => carousel.goTo(i)}
                aria-controls="stat-slides"
                aria-current={i === carousel.index ? 'true' : undefined}
                className="group flex size-11 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block size-2.5 rounded-full bg-input transition-colors',
                    i === carousel.index && 'bg-primary',
                  )}
                />
                <span className="sr-only">{`Slide ${i + 1}: ${slide.value}`}</span>
              </button>
            ))}
          </div>
          <Button variant="outline" size="icon" onClick={carousel.next} aria-controls="stat-slides">
            <ChevronRight aria-hidden="true" />
            <span className="sr-only">Next slide</span>
          </Button>
        </div>
      </div>
    </section>
  );
}
