import { useState } from 'react';
import { LATEST_MOOD_COUNT, latest } from '@shared/rules/dashboard';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { useMoods } from '../api/get-moods';
import { CheckInStreakCard } from './check-in-streak-card';
import { LatestMoods } from './latest-moods';
import { ownTags } from '../lib/own-tags';
import { MoodCheckInForm } from './mood-check-in-form';
import { MoodDataCard } from './mood-data-card';
import { MoodInsightsCard } from './mood-insights-card';
import { MoodTimeline } from './mood-timeline';
import { MoodTrendCard } from './mood-trend-card';
import { PanelMessage } from './panel-message';

export function MoodPanel({ enabled }: { enabled: boolean }) {
  const moods = useMoods(enabled);
  // One "now" per visit keeps the chart and streak stable while the tab is open.
  const [now] = useState(() => new Date());

  const listState = moods.isPending ? (
    <PanelMessage kind="loading">Loading mood data...</PanelMessage>
  ) : moods.isError ? (
    <PanelMessage kind="error" onRetry={() => void moods.refetch()}>
      Your mood data could not be loaded.
    </PanelMessage>
  ) : moods.data.length === 0 ? (
    <PanelMessage kind="empty">No mood data recorded yet.</PanelMessage>
  ) : null;
  const entries = moods.data ?? [];

  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start [&>*]:min-w-0">
      <div className="space-y-6">
        <MoodCheckInForm ownTags={ownTags(entries)} />
        {moods.data && <CheckInStreakCard entries={entries} now={now} />}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Latest check-ins</CardTitle>
        </CardHeader>
        <CardContent>
          {listState ?? <LatestMoods entries={latest(entries, LATEST_MOOD_COUNT)} />}
        </CardContent>
      </Card>
      {moods.data && moods.data.length > 0 && (
        <div className="lg:col-span-2">
          <MoodTrendCard entries={entries} now={now} />
        </div>
      )}
      <MoodInsightsCard enabled={enabled} />
      <MoodDataCard />
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Mood timeline</CardTitle>
        </CardHeader>
        <CardContent>
          {listState ?? (
            // Focusable so keyboard users can scroll a long history.
            <div
              className="max-h-[480px] overflow-y-auto pr-2 pt-1"
              tabIndex={0}
              role="region"
              aria-label="Mood timeline, all check-ins"
            >
              <MoodTimeline entries={entries} />
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
