import type { LucideIcon } from 'lucide-react';
import type { TitledSectionProps } from '@client/components/titled-section-props';
import { cn } from '@client/lib/utils';

type Props = TitledSectionProps & { icon?: LucideIcon; intro?: string };

/** One titled part of /resources; the heading names the section for screen readers. */
export function ResourcesSection({ id, title, icon: Icon, intro, children }: Props) {
  return (
    <section aria-labelledby={id}>
      <h2
        id={id}
        className={cn(Icon && 'flex items-center gap-2', 'text-2xl font-bold tracking-tight')}
      >
        {Icon && <Icon className="size-6 text-primary" aria-hidden="true" />}
        {title}
      </h2>
      {intro && <p className="mt-2 text-muted-foreground">{intro}</p>}
      {children}
    </section>
  );
}
