import { COMPLETE_UPDATE, stepUpdate } from '@shared/rules/dashboard';
import { useAchievements } from '../api/get-achievements';
import { useUpdateAchievement } from '../api/update-achievement';
import { AchievementListItem } from './achievement-list-item';
import { QueryPanel } from './query-panel';

export function AchievementsPanel({ enabled }: { enabled: boolean }) {
  const achievements = useAchievements(enabled);
  const update = useUpdateAchievement();

  return (
    <QueryPanel
      query={achievements}
      noun="achievements"
      empty="No achievements found. Start using the app to earn achievements!"
    >
      {(entries) => (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Achievements">
          {entries.map((entry) => (
            <AchievementListItem
              key={entry.id}
              entry={entry}
              saving={update.isPending}
              onStep={(item) => update.mutate({ id: item.id, body: stepUpdate(item) })}
              onComplete={(item) => update.mutate({ id: item.id, body: COMPLETE_UPDATE })}
            />
          ))}
        </ul>
      )}
    </QueryPanel>
  );
}
