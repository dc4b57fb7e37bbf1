import { useState } from 'react';
import {
  closestToUnlock,
  DASHBOARD_ACTIVITY_COUNT,
  latest,
  recentlyUnlocked,
} from '@shared/rules/dashboard';
import { TitledCard } from '@client/components/titled-card';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { useAchievements } from '../api/get-achievements';
import { useActivity } from '../api/get-activity';
import { AchievementSummary } from './achievement-summary';
import { ActivityList } from './activity-list';
import { OverallProgressCard } from './overall-progress-card';
import { PanelMessage } from './panel-message';
import { QueryPanel } from './query-panel';
import { WeeklySummaryCard } from './weekly-summary-card';

/** SPEC.md §2: 3 most recently unlocked, 2 closest to unlocking, 5 latest activities, overall share. */
export function DashboardPanel({ enabled }: { enabled: boolean }) {
  // One "now" per visit keeps the week stable while the tab is open.
  const [now] = useState(() => new Date());
  const achievements = useAchievements(enabled);
  const activity = useActivity(enabled);
  const list = achievements.data ?? [];
  const unlocked = recentlyUnlocked(list);
  const closest = closestToUnlock(list);

  const achievementCards = [
    {
      title: 'Recent achievements',
      description: 'What you have unlocked lately',
      entries: unlocked,
      empty: 'No achievements unlocked yet',
    },
    {
      title: 'Almost there',
      description: 'The achievements closest to unlocking',
      entries: closest,
      empty: 'Every achievement is unlocked. Well done.',
    },
  ];

  return (
    <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      <div className="lg:col-span-2">
        {achievements.data && <OverallProgressCard achievements={list} />}
      </div>
      <div className="lg:col-span-2">
        <WeeklySummaryCard enabled={enabled} now={now} />
      </div>
      {achievementCards.map((card) => (
        <TitledCard key={card.title} title={card.title} description={card.description}>
          <QueryPanel query={achievements} noun="achievements">
            {() =>
              card.entries.length === 0 ? (
                <PanelMessage kind="empty">{card.empty}</PanelMessage>
              ) : (
                <ul className="space-y-5">
                  {card.entries.map((entry) => (
                    <AchievementSummary key={entry.id} entry={entry} />
                  ))}
                </ul>
              )
            }
          </QueryPanel>
        </TitledCard>
      ))}
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Recent activity</CardTitle>
        </CardHeader>
        <CardContent>
          <QueryPanel
            query={activity}
            noun="activity"
            empty="No activity recorded yet. Start using the app to see your activity here."
          >
            {(entries) => <ActivityList entries={latest(entries, DASHBOARD_ACTIVITY_COUNT)} />}
          </QueryPanel>
        </CardContent>
      </Card>
    </div>
  );
}
