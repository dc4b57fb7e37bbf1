import { tagPhrase } from '@shared/constants/mood-tags';
import { INSIGHT_MIN_DAYS, type MoodInsights, type WeekdayMood } from '@shared/contracts/mood-data';
import { TitledCard } from '@client/components/titled-card';
import { useMoodInsights } from '../api/get-mood-insights';
import { PanelMessage } from './panel-message';
import { QueryPanel } from './query-panel';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const one = (n: number) => n.toFixed(1);
const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);
const weekday = (w: WeekdayMood) => WEEKDAYS[w.weekday - 1] ?? '';

function Figures({ insights }: { insights: MoodInsights }) {
  const { bestWeekday: best, worstWeekday: worst } = insights;
  if (insights.tags.length === 0 && !best) {
    return (
      <PanelMessage kind="empty">
        Nothing to compare yet. A tag shows here once you have at least {INSIGHT_MIN_DAYS} days with
        it and {INSIGHT_MIN_DAYS} without.
      </PanelMessage>
    );
  }
  return (
    <div className="space-y-4">
      {insights.tags.length > 0 && (
        <ul className="space-y-3">
          {insights.tags.map((t) => (
            <li key={t.tag} className="rounded-lg border p-3 text-sm">
              On days {tagPhrase(t.tag)}, your mood averaged <strong>{one(t.withMean)}</strong>;
              without, <strong>{one(t.withoutMean)}</strong>.
              <span className="mt-1 block text-xs text-muted-foreground">
                Based on {days(t.withDays)} with and {days(t.withoutDays)} without.
              </span>
            </li>
          ))}
        </ul>
      )}
      {best && worst && (
        <p className="rounded-lg border p-3 text-sm">
          Your best day of the week has been <strong>{weekday(best)}</strong> (average{' '}
          {one(best.mean)} over {days(best.days)}), and your hardest{' '}
          <strong>{weekday(worst)}</strong> ({one(worst.mean)} over {days(worst.days)}).
        </p>
      )}
    </div>
  );
}

/** What goes with his better days: plain figures with their counts, never a claim of cause. */
export function MoodInsightsCard({ enabled }: { enabled: boolean }) {
  const insights = useMoodInsights(enabled);
  const waiting = insights.data?.tagsNeedingData ?? [];
  return (
    <TitledCard
      title="What goes with your better days"
      description={
        <>
          Averages from your own check-ins. They show what tends to go together, not what causes
          what.
        </>
      }
      contentClassName="space-y-4"
    >
      <QueryPanel query={insights} noun="insights">
        {(data) => <Figures insights={data} />}
      </QueryPanel>
      {waiting.length > 0 && (
        <p className="text-xs text-muted-foreground">
          Too little data so far for:{' '}
          {waiting
            .slice(0, 8)
            .map((t) => `${t.tag} (${t.withDays} with, ${t.withoutDays} without)`)
            .join(', ')}
          .
        </p>
      )}
    </TitledCard>
  );
}
