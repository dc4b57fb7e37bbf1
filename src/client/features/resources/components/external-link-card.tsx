import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { ExternalLink } from '@shared/content/resources';

export function ExternalLinkCard({ link }: { link: ExternalLink }) {
  return (
    <li className="relative rounded-xl border bg-card p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <a
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:outline-none"
      >
        {link.title}
        <ExternalLinkIcon className="size-4" aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      <p className="mt-1 text-sm text-muted-foreground">{link.description}</p>
    </li>
  );
}
