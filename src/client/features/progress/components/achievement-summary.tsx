import type { UserAchievement } from '@shared/contracts/progress';
import { formatShortDate } from '@shared/rules/format-date';
import { Progress } from '@client/components/ui/progress';
import { AchievementIcon } from './achievement-icon';

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
          <div className="mt-2 flex items-center gap-3">
            <Progress
              value={entry.progress}
              aria-label={`${achievement.title} progress`}
              className="h-2"
            />
            <span className="w-10 shrink-0 text-right text-sm tabular-nums text-muted-foreground">
              {entry.progress}%
            </span>
          </div>
        )}
      </div>
    </li>
  );
}
