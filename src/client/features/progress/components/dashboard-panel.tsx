import { useState } from 'react';
import {
  closestToUnlock,
  DASHBOARD_ACTIVITY_COUNT,
  latest,
  recentlyUnlocked,
} from '@shared/rules/dashboard';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { useAchievements } from '../api/get-achievements';
import { useActivity } from '../api/get-activity';
import { AchievementSummary } from './achievement-summary';
import { ActivityList } from './activity-list';
import { OverallProgressCard } from './overall-progress-card';
import { PanelMessage } from './panel-message';
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

  const achievementState = achievements.isPending ? (
    <PanelMessage kind="loading">Loading achievements...</PanelMessage>
  ) : achievements.isError ? (
    <PanelMessage kind="error" onRetry={() => void achievements.refetch()}>
      Your achievements could not be loaded.
    </PanelMessage>
  ) : null;

  return (
    <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      <div className="lg:col-span-2">
        {achievements.data && <OverallProgressCard achievements={list} />}
      </div>
      <div className="lg:col-span-2">
        <WeeklySummaryCard enabled={enabled} now={now} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Recent achievements</CardTitle>
          <CardDescription>What you have unlocked lately</CardDescription>
        </CardHeader>
        <CardContent>
          {achievementState ??
            (unlocked.length === 0 ? (
              <PanelMessage kind="empty">No achievements unlocked yet</PanelMessage>
            ) : (
              <ul className="space-y-5">
                {unlocked.map((entry) => (
                  <AchievementSummary key={entry.id} entry={entry} />
                ))}
              </ul>
            ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Almost there</CardTitle>
          <CardDescription>The achievements closest to unlocking</CardDescription>
        </CardHeader>
        <CardContent>
          {achievementState ??
            (closest.length === 0 ? (
              <PanelMessage kind="empty">Every achievement is unlocked. Well done.</PanelMessage>
            ) : (
              <ul className="space-y-5">
                {closest.map((entry) => (
                  <AchievementSummary key={entry.id} entry={entry} />
                ))}
              </ul>
            ))}
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Recent activity</CardTitle>
        </CardHeader>
        <CardContent>
          {activity.isPending ? (
            <PanelMessage kind="loading">Loading activity...</PanelMessage>
          ) : activity.isError ? (
            <PanelMessage kind="error" onRetry={() => void activity.refetch()}>
              Your activity could not be loaded.
            </PanelMessage>
          ) : activity.data.length === 0 ? (
            <PanelMessage kind="empty">
              No activity recorded yet. Start using the app to see your activity here.
            </PanelMessage>
          ) : (
            <ActivityList entries={latest(activity.data, DASHBOARD_ACTIVITY_COUNT)} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
