import type { UserAchievement } from '@shared/contracts/progress';
import { overallProgress } from '@shared/rules/dashboard';
import { TitledCard } from '@client/components/titled-card';
import { Progress } from '@client/components/ui/progress';

export function OverallProgressCard({
  achievements,
}: {
  achievements: readonly UserAchievement[];
}) {
  const percent = overallProgress(achievements);
  const unlocked = achievements.filter((entry) => entry.unlocked).length;
  return (
    <TitledCard
      title="Overall progress"
      description={
        <>
          {unlocked} of {achievements.length} achievements unlocked
          {/* An empty dashboard invites the first step rather than only reporting a zero. */}
          {unlocked === 0 && '. Your first check-in above is a start.'}
        </>
      }
      contentClassName="flex items-center gap-4"
    >
      <Progress value={percent} aria-label="Overall progress" className="h-3" />
      <span className="text-2xl font-bold tabular-nums">{percent}%</span>
    </TitledCard>
  );
}
