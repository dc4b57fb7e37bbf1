import type { LucideIcon } from 'lucide-react';
import type { ExternalLink } from '@shared/content/resources';
import { ExternalLinkList } from './external-link-list';

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
      <ExternalLinkList links={links} className="mt-4 grid gap-4" />
    </div>
  );
}
