import { LifeBuoy } from 'lucide-react';
import { US_CRISIS_LINES } from '@shared/constants/crisis-lines';

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
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {US_CRISIS_LINES.map((line) => (
          <li key={line.id} className="rounded-lg border p-3">
            <p className="font-medium">{line.name}</p>
            <p className="text-sm text-muted-foreground">{line.summary}</p>
            <p className="text-xs text-muted-foreground">{line.hours}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {line.contacts.map((contact) => (
                <a
                  key={contact.href + contact.label}
                  href={contact.href}
                  className="inline-flex min-h-9 items-center rounded-md bg-destructive px-3 text-sm font-medium text-destructive-foreground hover:bg-destructive/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                >
                  {contact.label}
                </a>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
