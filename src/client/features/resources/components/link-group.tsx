import type { LucideIcon } from 'lucide-react';
import type { ExternalLink } from '@shared/content/resources';
import { ExternalLinkCard } from './external-link-card';

export function LinkGroup({
  title,
  icon: Icon,
  links,
}: {
  title: string;
  icon: LucideIcon;
  links: readonly ExternalLink[];
}) {
  return (
    <div>
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        <Icon className="size-5 text-primary" aria-hidden="true" />
        {title}
      </h3>
      <ul className="mt-4 grid gap-4">
        {links.map((link) => (
          <ExternalLinkCard key={link.url} link={link} />
        ))}
      </ul>
    </div>
  );
}
