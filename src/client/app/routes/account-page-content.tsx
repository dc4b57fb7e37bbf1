import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import { ChangePasswordForm } from '@client/features/account/components/change-password-form';
import { SessionsCard } from '@client/features/account/components/sessions-card';
import { YourDataCard } from '@client/features/account/components/your-data-card';
import { useUser } from '@client/features/auth/api/get-user';
import { withQueries } from '../query-provider';

// Section titles are h2 under the page's h1 (CardTitle is an h3).
const TITLE = 'text-xl font-semibold leading-tight tracking-tight';

// Login required: the router's ProtectedRoute redirects signed-out visitors to /auth.
function AccountPage() {
  const { user } = useUser();
  if (!user) return null;
  return (
    <div className="container mx-auto max-w-3xl space-y-6 px-4 py-10 sm:py-12">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Account &amp; security</h1>
        <p className="text-muted-foreground">Signed in as {user.username}.</p>
      </header>
      <Card>
        <CardHeader>
          <h2 className={TITLE}>Where you&apos;re signed in</h2>
          <CardDescription>
            The browser and system each sign-in came from. Steady keeps no addresses.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SessionsCard />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className={TITLE}>Change password</h2>
          <CardDescription>
            Changing it signs you out everywhere else. This device stays signed in.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm username={user.username} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className={TITLE}>Your data</h2>
          <CardDescription>
            Download everything Steady holds about you, or delete it all. Both ask for your password
            first.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <YourDataCard username={user.username} />
        </CardContent>
      </Card>
    </div>
  );
}

export default withQueries(AccountPage);
