import { COMPLETE_UPDATE, stepUpdate } from '@shared/rules/dashboard';
import { useAchievements } from '../api/get-achievements';
import { useUpdateAchievement } from '../api/update-achievement';
import { AchievementListItem } from './achievement-list-item';
import { PanelMessage } from './panel-message';

export function AchievementsPanel({ enabled }: { enabled: boolean }) {
  const achievements = useAchievements(enabled);
  const update = useUpdateAchievement();

  if (achievements.isPending)
    return <PanelMessage kind="loading">Loading achievements...</PanelMessage>;
  if (achievements.isError) {
    return (
      <PanelMessage kind="error" onRetry={() => void achievements.refetch()}>
        Your achievements could not be loaded.
      </PanelMessage>
    );
  }
  if (achievements.data.length === 0) {
    return (
      <PanelMessage kind="empty">
        No achievements found. Start using the app to earn achievements!
      </PanelMessage>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="Achievements">
      {achievements.data.map((entry) => (
        <AchievementListItem
          key={entry.id}
          entry={entry}
          saving={update.isPending}
          onStep={(item) => update.mutate({ id: item.id, body: stepUpdate(item) })}
          onComplete={(item) => update.mutate({ id: item.id, body: COMPLETE_UPDATE })}
        />
      ))}
    </ul>
  );
}
