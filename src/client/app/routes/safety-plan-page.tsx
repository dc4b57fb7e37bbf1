import { LinesFirst } from '@client/features/safety-plan/components/lines-first';
import { SafetyPlanEditor } from '@client/features/safety-plan/components/safety-plan';

// Never behind sign-in (DESIGN.md §4): a man in crisis must never meet a login screen. The plan
// stays on the device; no request carries it.
export default function SafetyPlanPage() {
  return (
    <div className="container mx-auto max-w-3xl px-4 py-10 sm:py-12">
      <header className="mb-6 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">My safety plan</h1>
        <p className="text-muted-foreground">
          A plan you make on a steady day, for the moments that aren’t. Work through it top to
          bottom when things start to build. It’s saved on this device as you go, and nobody else
          sees it.
        </p>
      </header>
      <LinesFirst />
      <div className="mt-6">
        <SafetyPlanEditor />
      </div>
    </div>
  );
}
