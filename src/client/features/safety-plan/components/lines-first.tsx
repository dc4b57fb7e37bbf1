import { MessageSquareText, Phone } from 'lucide-react';
import { CountrySelect } from '@client/components/country-select';
import { TitledSection } from '@client/components/titled-section';
import { useCrisisLines } from '@client/hooks/use-crisis-lines';

const button =
  'inline-flex min-h-11 items-center gap-2 rounded-md bg-crisis px-4 text-sm font-semibold text-crisis-foreground hover:opacity-90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

// In a crisis a real voice comes before any plan: the main line sits above everything else on
// the page, locked plan or not, online or not (tel: and sms: links need no connection).
export function LinesFirst() {
  const lines = useCrisisLines();
  return (
    <TitledSection
      titleId="lines-first-title"
      title="In danger or struggling right now? Talk to someone first."
      className="rounded-2xl border-2 border-crisis/60 p-5"
      titleClassName="text-lg font-semibold"
      headerClassName="flex flex-wrap items-center justify-between gap-2"
      aside={<CountrySelect />}
    >
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={lines.call.href} className={button}>
          <Phone className="size-4" aria-hidden="true" />
          {lines.call.label}
        </a>
        <a href={lines.text.href} className={button}>
          <MessageSquareText className="size-4" aria-hidden="true" />
          {lines.text.label}
        </a>
        <a href={lines.emergency.href} className={button}>
          <Phone className="size-4" aria-hidden="true" />
          Emergency: {lines.emergency.number}
        </a>
      </div>
    </TitledSection>
  );
}
