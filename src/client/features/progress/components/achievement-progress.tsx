import type { UserAchievement } from '@shared/contracts/progress';
import { Progress } from '@client/components/ui/progress';

/** An achievement's progress bar with its percentage, as the list and the dashboard show it. */
export function AchievementProgress({ entry }: { entry: UserAchievement }) {
  return (
    <div className="flex items-center gap-3">
      <Progress
        value={entry.progress}
        aria-label={`${entry.achievement.title} progress`}
        className="h-2"
      />
      <span className="w-10 shrink-0 text-right text-sm tabular-nums text-muted-foreground">
        {entry.progress}%
      </span>
    </div>
  );
}
