import { Link } from 'react-router';
import { CountrySelect } from '@client/components/country-select';
import { CrisisLinesList } from '@client/components/crisis-lines-list';
import { SafetyPlanLink } from '@client/components/safety-plan-link';

// The full list of lines for his country, opened from the crisis bar. Fixed text from the shared
// crisis lines, never model output (DESIGN.md §4). It stays until the conversation is closed.
export function CrisisPanel({ id }: { id: string }) {
  return (
    <section
      id={id}
      aria-labelledby="crisis-panel-title"
      className="rounded-xl border-2 border-destructive bg-card p-4 text-card-foreground"
      data-testid="crisis-panel"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="crisis-panel-title" className="text-lg font-semibold">
          You don't have to go through this alone
        </h2>
        <CountrySelect />
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        Real people are ready to talk right now, free and confidential.
      </p>
      <div className="mt-3">
        <CrisisLinesList compact />
      </div>
      <SafetyPlanLink className="mt-3" />
      <p className="mt-3 text-sm">
        <Link to="/safety" className="text-primary underline underline-offset-2">
          How Steady handles crisis and safety
        </Link>
      </p>
    </section>
  );
}
