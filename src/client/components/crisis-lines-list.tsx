import { CRISIS_LINES } from '@shared/safety/crisis-lines';
import { useCountry } from '@client/hooks/use-country';
import { cn } from '@client/lib/utils';
import { HelpLinks } from './help-links';

type Props = {
  /** Compact cards for the Get help now dialog and the chat's crisis panel; roomy on /safety. */
  compact?: boolean;
  /** One column in the narrow dialog; two from small screens up elsewhere. */
  columns?: 1 | 2;
};

/**
 * His country's crisis lines with their call and text buttons: one component wherever Steady
 * shows them, so a man who needs them sees the same red buttons on every screen. Fixed text from
 * `@shared/safety/crisis-lines`, never model output (DESIGN.md §4).
 */
export function CrisisLinesList({ compact = false, columns = 2 }: Props) {
  const [country] = useCountry();
  return (
    <ul className={cn('grid', compact ? 'gap-3' : 'gap-4', columns === 2 && 'sm:grid-cols-2')}>
      {CRISIS_LINES[country].lines.map((line) => (
        <li
          key={line.id}
          className={cn('rounded-xl border bg-card', compact ? 'p-3' : 'p-5 shadow-sm')}
        >
          {/* A heading, so screen-reader users can jump from line to line (each place that uses
              this list titles its section with an h2). */}
          <h3 className={cn('font-semibold', !compact && 'text-lg')}>{line.name}</h3>
          <p className={cn('text-muted-foreground', compact ? 'text-sm' : 'mt-1')}>
            {line.summary}
          </p>
          <p className={cn('text-muted-foreground', compact ? 'text-xs' : 'mt-1 text-sm')}>
            {line.hours}
          </p>
          <HelpLinks contacts={line.contacts} className={compact ? 'mt-2' : 'mt-4'} />
        </li>
      ))}
    </ul>
  );
}
