import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useUser } from '@client/features/auth/api/get-user';
import { cn } from '@client/lib/utils';
import { BrandLink } from './brand-link';
import { GetHelpNow } from './get-help-now';
import { MobileMenu } from './mobile-menu';
import { NAV_ITEMS } from './nav-items';
import { ThemeToggle } from './theme-toggle';
import { useScrolled } from './use-scrolled';

// The menu library loads only for signed-in visitors, keeping the first page light.
const UserMenu = lazy(() => import('./user-menu'));
// Needed only once the connection drops, so it stays out of the first page's code as well.
const OfflineBadge = lazy(() => import('./offline-badge'));

// The two places that show who is signed in subscribe to the user themselves, so the rest of the
// header does not re-render when the answer arrives (see useUser).
function DesktopAccount() {
  const { user } = useUser();
  return user ? (
    <Suspense fallback={<span className="inline-block w-24" />}>
      <UserMenu username={user.username} />
    </Suspense>
  ) : (
    <Button asChild variant="outline">
      <Link to="/auth">Login</Link>
    </Button>
  );
}

function MobileMenuForUser(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { user } = useUser();
  return <MobileMenu {...props} username={user?.username} />;
}

export function Header() {
  const scrolled = useScrolled(10);
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-40 w-full border-b transition-colors',
        // Translucent (SPEC §9), but no more than 10 %: at 70 % the nav's grey text fell under
        // 4.5:1 over a pale button scrolled beneath it in dark mode.
        scrolled ? 'bg-background/90 backdrop-blur' : 'bg-background',
      )}
    >
      <div className="container mx-auto flex h-16 items-center gap-2 px-4 sm:gap-4">
        <BrandLink />
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
          {NAV_ITEMS.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
                  isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
                )
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <Suspense fallback={null}>
            <OfflineBadge />
          </Suspense>
          <GetHelpNow compact />
          <ThemeToggle />
          <Button asChild className="hidden md:inline-flex">
            <Link to="/chat">
              <MessageCircle aria-hidden="true" />
              Start Chat
            </Link>
          </Button>
          <div className="hidden md:block">
            <DesktopAccount />
          </div>
          <MobileMenuForUser open={menuOpen} onOpenChange={setMenuOpen} />
        </div>
      </div>
    </header>
  );
}
