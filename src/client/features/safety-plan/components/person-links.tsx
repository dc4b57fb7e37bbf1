import { MessageSquareText, Phone } from 'lucide-react';
import { dialable } from '../store/safety-plan';
import type { PlanPerson } from '../store/safety-plan';

const link =
  'inline-flex min-h-10 items-center gap-2 rounded-md border px-3 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Call and text links: `tel:` and `sms:` work from the phone's own dialer, even offline. */
export function PersonLinks({ person }: { person: PlanPerson }) {
  const number = dialable(person.phone);
  if (number === '') return null;
  return (
    <div className="flex flex-wrap gap-2">
      <a href={`tel:${number}`} className={link}>
        <Phone className="size-4" aria-hidden="true" />
        Call <span className="sr-only">{person.name}</span>
      </a>
      <a href={`sms:${number}`} className={link}>
        <MessageSquareText className="size-4" aria-hidden="true" />
        Text <span className="sr-only">{person.name}</span>
      </a>
    </div>
  );
}
