import { MessageSquareText, Phone } from 'lucide-react';
import type { CrisisContact } from '@shared/safety/crisis-lines';
import { cn } from '@client/lib/utils';

/** Call and text buttons: real tel: and sms: links, at least 44 px tall for a thumb. */
export function HelpLinks({
  contacts,
  className,
}: {
  contacts: CrisisContact[];
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {contacts.map((contact) => (
        <a
          key={contact.href + contact.label}
          href={contact.href}
          className="inline-flex min-h-11 items-center gap-2 rounded-md bg-crisis px-3 text-sm font-semibold text-crisis-foreground hover:opacity-90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
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
  );
}
