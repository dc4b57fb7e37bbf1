import { AnalyticsDashboard } from '@client/features/analytics/components/analytics-dashboard';
import { withQueries } from '../query-provider';

function AnalyticsPage() {
  return (
    <div className="container mx-auto max-w-5xl px-4 py-10 sm:py-12">
      <header className="mb-8 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Visit Analytics</h1>
        <p className="max-w-2xl text-muted-foreground">
          How many people use Steady, counted without tracking anyone: each day a new random salt
          makes visitors unrecognisable the next day, and only the page path is kept.
        </p>
      </header>
      <AnalyticsDashboard />
    </div>
  );
}

export default withQueries(AnalyticsPage);
