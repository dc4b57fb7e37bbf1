import type { ReactNode } from 'react';

type Props = { number: number; id: string; title: string; intro: string; children: ReactNode };

/** One numbered step of the plan, its own landmark so a screen reader can jump between them. */
export function PlanStep({ number, id, title, intro, children }: Props) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="flex items-baseline gap-3 text-xl font-semibold">
        <span
          aria-hidden="true"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm text-primary-foreground"
        >
          {number}
        </span>
        <span>
          <span className="sr-only">Step {number}: </span>
          {title}
        </span>
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{intro}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}
