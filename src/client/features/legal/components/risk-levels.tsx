import { RISK_LEVEL_STEPS } from '@shared/content/safety';
import { CATEGORY_INFO, RISK_CATEGORIES } from '@shared/safety/risk';
import { SafetySection } from './safety-section';

/** /safety: the three levels of the chat's risk check and what each kind of risk gets. */
export function RiskLevels() {
  return (
    <SafetySection id="levels-title" title="How the check decides">
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        {RISK_LEVEL_STEPS.map((level) => (
          <div key={level.name} className="rounded-xl border bg-card p-5">
            <dt className="font-semibold">{level.name}</dt>
            <dd className="mt-2 leading-7 text-muted-foreground">{level.text}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-10 text-lg font-semibold">What it looks for</h3>
      <p className="mt-2 leading-7 text-muted-foreground">
        The check follows the warning signs used by the 988 Lifeline, the American Foundation for
        Suicide Prevention and the Columbia screener. Each kind gets its own reply, written by
        people to safe-messaging guidelines.
      </p>
      <dl className="mt-4 divide-y rounded-xl border">
        {RISK_CATEGORIES.map((category) => (
          <div key={category} className="grid gap-1 p-4 sm:grid-cols-[14rem_1fr] sm:gap-4">
            <dt className="font-medium">{CATEGORY_INFO[category].title}</dt>
            <dd className="leading-7 text-muted-foreground">{CATEGORY_INFO[category].response}</dd>
          </div>
        ))}
      </dl>
    </SafetySection>
  );
}
