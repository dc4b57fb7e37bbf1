import type { UserAchievement } from '@shared/contracts/progress';
import { formatShortDate } from '@shared/rules/format-date';
import { AchievementIcon } from './achievement-icon';
import { AchievementProgress } from './achievement-progress';

/** One achievement on the dashboard: unlock date when earned, otherwise how far along it is. */
export function AchievementSummary({ entry }: { entry: UserAchievement }) {
  const { achievement } = entry;
  return (
    <li className="flex items-start gap-3">
      <AchievementIcon name={achievement.icon} unlocked={entry.unlocked} />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{achievement.title}</p>
        <p className="text-sm text-muted-foreground">{achievement.description}</p>
        {entry.unlocked ? (
          entry.unlockedDate && (
            <p className="mt-1 text-sm text-muted-foreground">
              Unlocked {formatShortDate(entry.unlockedDate)}
            </p>
          )
        ) : (
          <div className="mt-2">
            <AchievementProgress entry={entry} />
          </div>
        )}
      </div>
    </li>
  );
}
