import { MYTHS } from '@shared/content/resources';
import { ResourcesSection } from './resources-section';

export function MythBusters() {
  return (
    <ResourcesSection id="myths-title" title="Myth busters">
      <ul className="mt-6 grid gap-5 md:grid-cols-3">
        {MYTHS.map((pair) => (
          <li key={pair.myth} className="rounded-xl border bg-card p-6 shadow-sm">
            <p className="text-xs font-bold uppercase tracking-wider text-destructive">Myth</p>
            <p className="mt-1 font-semibold">{pair.myth}</p>
            <p className="mt-4 text-xs font-bold uppercase tracking-wider text-primary">Truth</p>
            <p className="mt-1 text-muted-foreground">{pair.truth}</p>
          </li>
        ))}
      </ul>
    </ResourcesSection>
  );
}
