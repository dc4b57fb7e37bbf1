import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { isUnauthorized, useAnalytics } from '../api/get-analytics';
import { useConfig } from '../api/get-config';
import { useAnalyticsToken } from '../hooks/use-analytics-token';
import { AnalyticsTokenForm } from './analytics-token-form';
import { DashboardSkeleton } from './dashboard-skeleton';
import { DailyVisitsChart } from './daily-visits-chart';
import { StatCard } from './stat-card';
import { TopPagesList } from './top-pages-list';

export function AnalyticsDashboard() {
  const config = useConfig();
  const { token, ready, save } = useAnalyticsToken();
  const [rejected, setRejected] = useState(false);
  const tokenRequired = config.data?.analyticsTokenRequired ?? false;
  const needsToken = tokenRequired && !token;
  const analytics = useAnalytics(token, ready && config.isSuccess && !needsToken);
  const unauthorized = analytics.isError && isUnauthorized(analytics.error);

  // SPEC.md §8: a failed load is logged (as a warning: it is an expected, handled state).
  useEffect(() => {
    if (analytics.error && !isUnauthorized(analytics.error))
      console.warn('Failed to load analytics data', analytics.error);
    if (config.error) console.warn('Failed to load analytics data', config.error);
  }, [analytics.error, config.error]);

  // A stored token the server no longer accepts is dropped, and the form asks again.
  useEffect(() => {
    if (unauthorized && token) {
      setRejected(true);
      save(null);
    }
  }, [unauthorized, token, save]);

  if (config.isError || (analytics.isError && !unauthorized && !needsToken)) {
    return (
      <div className="space-y-4 py-8">
        <p role="alert" className="font-medium text-destructive">
          Failed to load analytics data
        </p>
        <Button
          variant="outline"
          onClick={() => void (config.isError ? config.refetch() : analytics.refetch())}
        >
          <RefreshCw aria-hidden="true" />
          Refresh Data
        </Button>
      </div>
    );
  }
  if (needsToken || unauthorized) {
    return (
      <AnalyticsTokenForm
        rejected={rejected}
        onSubmit={(value) => {
          setRejected(false);
          save(value);
        }}
      />
    );
  }
  if (!analytics.data) return <DashboardSkeleton />;

  const { totalVisits, recentVisits, uniqueVisitors, topPages, daily } = analytics.data;
  const refreshing = analytics.isFetching;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {refreshing
            ? 'Refreshing…'
            : 'Counts are aggregates: no IP address or user agent is stored.'}
        </p>
        <Button
          variant="outline"
          onClick={() => void analytics.refetch()}
          disabled={refreshing}
          aria-busy={refreshing}
        >
          <RefreshCw
            aria-hidden="true"
            className={cn(refreshing && 'animate-spin motion-reduce:animate-none')}
          />
          Refresh Data
        </Button>
      </div>
      {/* min-w-0: a grid item is as wide as its longest unbreakable line by default, so a long
          page path would push the page sideways on a phone instead of truncating. */}
      <div className="grid gap-4 sm:grid-cols-3 [&>*]:min-w-0">
        <StatCard title="Total Visits" value={totalVisits} period="All time" />
        <StatCard title="Recent Visits" value={recentVisits} period="Last 30 days" />
        <StatCard
          title="Unique Visitors"
          value={uniqueVisitors}
          period="Last 30 days"
          hint="The sum of each day's unique visitors: someone who visits on three different days counts three times, because visitors are never recognised from one day to the next."
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <DailyVisitsChart daily={daily} />
        <TopPagesList pages={topPages} />
      </div>
    </div>
  );
}
