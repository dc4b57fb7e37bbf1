import { JournalShortcut } from '@client/features/progress/components/journal-shortcut';
import { QuickMoodRow } from '@client/features/progress/components/quick-mood-row';
import { withQueries } from '../query-provider';

/**
 * The home page's first band for a signed-in visitor: his everyday actions (a mood in one tap,
 * the journal) before the introduction he has already read. Loaded only once a user is known,
 * so the public home page and its first-paint budget do not change.
 */
function HomeWelcomeBack({ username }: { username: string }) {
  return (
    <section aria-labelledby="welcome-back-title" className="border-b bg-muted/40 py-8 sm:py-10">
      <div className="container mx-auto max-w-6xl px-4">
        <h2 id="welcome-back-title" className="text-2xl font-bold tracking-tight">
          Welcome back, <span className="break-all">{username}</span>
        </h2>
        <div className="mt-4 grid gap-4 lg:grid-cols-2 lg:gap-6 [&>*]:min-w-0">
          <QuickMoodRow enabled />
          <JournalShortcut />
        </div>
      </div>
    </section>
  );
}

export default withQueries(HomeWelcomeBack);
