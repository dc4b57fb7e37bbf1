import {
  Activity,
  Award,
  Book,
  Brain,
  Calendar,
  Compass,
  Heart,
  LineChart,
  MessageSquare,
  Moon,
  Shield,
  Sparkles,
  Sun,
  Target,
  ThumbsUp,
  Trophy,
  Users,
  Wind,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { AchievementIconName } from '@shared/constants/achievements';
import { cn } from '@client/lib/utils';

// SPEC.md §3: the icon names an achievement may carry; any other name gets the default. Typed by
// the shared union, so a name added there fails the type check until it has an icon here.
const ICONS: Record<AchievementIconName, LucideIcon> = {
  MessageSquare,
  Heart,
  Calendar,
  Wind,
  Compass,
  LineChart,
  Award,
  ThumbsUp,
  Moon,
  Brain,
  Shield,
  Zap,
  Sun,
  Users,
  Target,
  Book,
  Activity,
  Sparkles,
};

export function AchievementIcon({
  name,
  unlocked,
  className,
}: {
  name: string;
  unlocked: boolean;
  className?: string;
}) {
  // The wire carries a string: the server may name an icon this build does not know yet.
  const known = Object.hasOwn(ICONS, name) ? ICONS[name as AchievementIconName] : undefined;
  const Icon = known ?? Trophy;
  return (
    <span
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full',
        unlocked ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
        className,
      )}
      data-icon={known ? name : 'default'}
      aria-hidden="true"
    >
      <Icon className="size-5" />
    </span>
  );
}
