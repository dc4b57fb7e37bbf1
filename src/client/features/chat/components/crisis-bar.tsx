import { ChevronDown, LifeBuoy } from 'lucide-react';
import type { RiskCategory } from '@shared/safety/risk';
import { useCrisisLines } from '@client/hooks/use-crisis-lines';
import { cn } from '@client/lib/utils';
import { helpActions } from './help-actions';
import { HelpLinks } from '@client/components/help-links';
import { NoticeSection } from './notice-section';

type Props = {
  category?: RiskCategory | undefined;
  expanded: boolean;
  onToggle: () => void;
  panelId: string;
};

/**
 * The help that stays in reach after a crisis reply: pinned right above the message box, so on a
 * phone the call and text buttons are on screen beside where he types. The full list of lines
 * opens from it.
 */
export function CrisisBar({ category, expanded, onToggle, panelId }: Props) {
  const lines = useCrisisLines();
  return (
    <NoticeSection
      name="crisis-bar"
      icon={LifeBuoy}
      variant="crisis"
      title={<>Talk to someone now: {lines.lines[0]?.name}</>}
    >
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <HelpLinks contacts={helpActions(lines, category)} />
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          className="inline-flex min-h-11 items-center gap-1 rounded-md border px-3 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          More lines
          <ChevronDown
            className={cn(
              'size-4 transition-transform motion-reduce:transition-none',
              expanded && 'rotate-180',
            )}
            aria-hidden="true"
          />
        </button>
      </div>
    </NoticeSection>
  );
}
