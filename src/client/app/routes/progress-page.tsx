import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useUser } from '@client/features/auth/api/get-user';
import { AchievementsPanel } from '@client/features/progress/components/achievements-panel';
import { DashboardPanel } from '@client/features/progress/components/dashboard-panel';
import { JournalShortcut } from '@client/features/progress/components/journal-shortcut';
import { MoodPanel } from '@client/features/progress/components/mood-panel';
import { QuickMoodRow } from '@client/features/progress/components/quick-mood-row';
import { withQueries } from '../query-provider';

// The router's ProtectedRoute shows 'Loading your progress...' and redirects signed-out visitors.
function ProgressPage() {
  const { user } = useUser();
  const enabled = user !== null;
  return (
    <div className="container mx-auto max-w-6xl px-4 py-10 sm:py-12">
      <header className="mb-8 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">My Steady</h1>
        <p className="text-muted-foreground">
          {user ? `Your progress, ${user.username}. ` : ''}Check in with your mood, see what you
          have built up, and keep going at your own pace.
        </p>
      </header>
      <Tabs defaultValue="dashboard">
        <TabsList className="flex w-full sm:inline-flex sm:w-auto [&>*]:flex-auto">
          <TabsTrigger value="dashboard">Dashboard</TabsTrigger>
          <TabsTrigger value="achievements">Achievements</TabsTrigger>
          <TabsTrigger value="mood">Mood Tracker</TabsTrigger>
        </TabsList>
        <TabsContent value="dashboard" className="mt-6 space-y-6">
          {/* The everyday actions first: a mood in one tap, and the journal one tap away. */}
          <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
            <QuickMoodRow enabled={enabled} />
            <JournalShortcut />
          </div>
          <DashboardPanel enabled={enabled} />
        </TabsContent>
        <TabsContent value="achievements" className="mt-6">
          <AchievementsPanel enabled={enabled} />
        </TabsContent>
        <TabsContent value="mood" className="mt-6">
          <MoodPanel enabled={enabled} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

export default withQueries(ProgressPage);
