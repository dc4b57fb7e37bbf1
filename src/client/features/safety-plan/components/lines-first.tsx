import { MessageSquareText, Phone } from 'lucide-react';
import { CountrySelect } from '@client/components/country-select';
import { useCrisisLines } from '@client/hooks/use-crisis-lines';

const button =
  'inline-flex min-h-11 items-center gap-2 rounded-md bg-crisis px-4 text-sm font-semibold text-crisis-foreground hover:opacity-90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

// In a crisis a real voice comes before any plan: the main line sits above everything else on
// the page, locked plan or not, online or not (tel: and sms: links need no connection).
export function LinesFirst() {
  const lines = useCrisisLines();
  return (
    <section
      aria-labelledby="lines-first-title"
      className="rounded-2xl border-2 border-crisis/60 p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="lines-first-title" className="text-lg font-semibold">
          In danger or struggling right now? Talk to someone first.
        </h2>
        <CountrySelect />
      </div>
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
    </section>
  );
}
