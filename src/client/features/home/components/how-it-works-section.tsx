import { Lock } from 'lucide-react';
import { HOW_PRIVACY_NOTE, HOW_STEPS } from '@shared/content/home';
import { HomeSection } from './home-section';

export function HowItWorksSection() {
  return (
    <HomeSection id="how-title" title="How it Works">
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {HOW_STEPS.map((step, i) => (
          <li key={step.title} className="rounded-xl border bg-card p-6 shadow-sm">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-xl font-semibold">{step.title}</h3>
            <p className="mt-2 text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
      <p className="mx-auto mt-8 flex max-w-2xl items-start justify-center gap-2 text-center text-sm text-muted-foreground">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{HOW_PRIVACY_NOTE}</span>
      </p>
    </HomeSection>
  );
}
