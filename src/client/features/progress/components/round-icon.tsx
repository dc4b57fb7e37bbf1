import type { LucideIcon } from 'lucide-react';
import { cn } from '@client/lib/utils';

const SIZES = {
  sm: { circle: 'size-9', icon: 'size-4' },
  md: { circle: 'size-11', icon: 'size-5' },
  lg: { circle: 'size-12', icon: 'size-6' },
} as const;

const TONES = {
  muted: 'bg-muted text-muted-foreground',
  accent: 'bg-accent text-accent-foreground',
} as const;

type Props = { icon: LucideIcon; size: keyof typeof SIZES; tone: keyof typeof TONES };

/** A decorative icon in a filled circle, beside the text that says what it means. */
export function RoundIcon({ icon: Icon, size, tone }: Props) {
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full',
        SIZES[size].circle,
        TONES[tone],
      )}
      aria-hidden="true"
    >
      <Icon className={SIZES[size].icon} />
    </span>
  );
}
