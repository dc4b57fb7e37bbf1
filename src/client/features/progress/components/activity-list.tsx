import {
  BookOpen,
  CalendarCheck,
  MessageSquare,
  UserRound,
  Wind,
  type LucideIcon,
} from 'lucide-react';
import type { ActivityEntry, ActivityType } from '@shared/contracts/progress';
import { formatShortDateTime } from '@shared/rules/format-date';
import { RoundIcon } from './round-icon';

const TYPE_ICONS: Record<ActivityType, { icon: LucideIcon; label: string }> = {
  chat: { icon: MessageSquare, label: 'Chat' },
  meditation: { icon: Wind, label: 'Breathing' },
  'check-in': { icon: CalendarCheck, label: 'Check-in' },
  resource: { icon: BookOpen, label: 'Learning' },
  account: { icon: UserRound, label: 'Account' },
};

export function ActivityList({ entries }: { entries: readonly ActivityEntry[] }) {
  return (
    <ul className="space-y-4" aria-label="Recent activity">
      {entries.map((entry) => {
        const { icon, label } = TYPE_ICONS[entry.type];
        return (
          <li key={entry.id} className="flex items-start gap-3">
            <RoundIcon icon={icon} size="sm" tone="muted" />
            <div className="min-w-0">
              <p className="font-medium">
                <span className="sr-only">{label}: </span>
                {entry.details}
              </p>
              <p className="text-sm text-muted-foreground">
                <time dateTime={entry.date}>{formatShortDateTime(entry.date)}</time>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
