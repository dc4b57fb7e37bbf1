import { MessageSquareText, Phone } from 'lucide-react';
import { US_CRISIS_LINES } from '@shared/constants/crisis-lines';

export function CrisisLinesList() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {US_CRISIS_LINES.map((line) => (
        <li key={line.id} className="rounded-xl border bg-card p-5 shadow-sm">
          <h3 className="text-lg font-semibold">{line.name}</h3>
          <p className="mt-1 text-muted-foreground">{line.summary}</p>
          <p className="mt-1 text-sm text-muted-foreground">{line.hours}</p>
          <div className="mt-4 flex flex-wrap gap-2">
            {line.contacts.map((contact) => (
              <a
                key={contact.label}
                href={contact.href}
                className="inline-flex h-10 items-center gap-2 rounded-md bg-crisis px-4 text-sm font-semibold text-crisis-foreground hover:opacity-90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
              >
                {contact.href.startsWith('sms:') ? (
                  <MessageSquareText className="size-4" aria-hidden="true" />
                ) : (
                  <Phone className="size-4" aria-hidden="true" />
                )}
                {contact.label}
              </a>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
