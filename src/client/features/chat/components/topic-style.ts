import {
  Brain,
  Briefcase,
  Compass,
  Heart,
  MessageCircle,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { Topic } from '@shared/constants/topics';

// Written out in full so Tailwind sees every class; both palettes meet WCAG AA on their backgrounds.
export const TOPIC_ICONS: Record<Topic['icon'], LucideIcon> = {
  Brain,
  Briefcase,
  Users,
  Compass,
  Heart,
  MessageCircle,
};

export const TOPIC_COLORS: Record<Topic['color'], string> = {
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  rose: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200',
  violet: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
  emerald: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  slate: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
};
