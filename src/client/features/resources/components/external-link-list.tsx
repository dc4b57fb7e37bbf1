import type { ExternalLink } from '@shared/content/resources';
import { ExternalLinkCard } from './external-link-card';

export function ExternalLinkList({
  links,
  className,
}: {
  links: readonly ExternalLink[];
  className: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <ExternalLinkCard key={link.url} link={link} />
      ))}
    </ul>
  );
}
