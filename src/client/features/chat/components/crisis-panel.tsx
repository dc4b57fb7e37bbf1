import { LifeBuoy } from 'lucide-react';
import { CrisisLinesList } from '@client/components/crisis-lines-list';

// Fixed text from the shared crisis lines, never model output (DESIGN.md §4). It stays until the
// conversation is closed.
export function CrisisPanel() {
  return (
    <section
      aria-labelledby="crisis-panel-title"
      className="rounded-xl border-2 border-destructive bg-card p-4 text-card-foreground"
      data-testid="crisis-panel"
    >
      <h2 id="crisis-panel-title" className="flex items-center gap-2 text-lg font-semibold">
        <LifeBuoy className="size-5 text-destructive" aria-hidden="true" />
        You don't have to go through this alone
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Real people are ready to talk right now, free and confidential.
      </p>
      <div className="mt-3">
        <CrisisLinesList compact />
      </div>
    </section>
  );
}
