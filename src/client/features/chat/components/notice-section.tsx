import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';

const VARIANTS = {
  /** Pinned above the message box after a crisis reply: tight, in the danger colour. */
  crisis: {
    section: 'border-destructive p-2.5',
    heading: 'gap-1.5 text-sm',
    icon: 'size-4 text-destructive',
  },
  notice: { section: 'p-5', heading: 'gap-2 text-xl', icon: 'size-5' },
} as const;

type Props = {
  /** Names the section's test id and, with `-title`, its heading's id. */
  name: string;
  icon: LucideIcon;
  variant: keyof typeof VARIANTS;
  title: ReactNode;
  children: ReactNode;
};

/** A bordered card in the chat, a region named by its heading, which leads with an icon. */
export function NoticeSection({ name, icon: Icon, variant, title, children }: Props) {
  const styles = VARIANTS[variant];
  return (
    <section
      aria-labelledby={`${name}-title`}
      className={cn('rounded-xl border-2 bg-card text-card-foreground', styles.section)}
      data-testid={name}
    >
      <h2 id={`${name}-title`} className={cn('flex items-center font-semibold', styles.heading)}>
        <Icon className={styles.icon} aria-hidden="true" />
        {title}
      </h2>
      {children}
    </section>
  );
}
