import { lazy, Suspense, useEffect, useId } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { MOBILE_ITEM_CLASS, NAV_ITEMS } from './nav-items';

const MobileAccountActions = lazy(() => import('./mobile-account-actions'));

type Props = { open: boolean; onOpenChange: (open: boolean) => void; username: string | undefined };

// Small screens: one button opens a panel with the same items; choosing any item closes it.
export function MobileMenu({ open, onOpenChange, username }: Props) {
  const panelId = useId();
  const { pathname } = useLocation();
  const close = () => onOpenChange(false);

  useEffect(() => onOpenChange(false), [pathname, onOpenChange]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onOpenChange(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onOpenChange]);

  return (
    <div className="md:hidden">
      <Button
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => onOpenChange(!open)}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </Button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-16 border-b bg-background px-4 pb-4 pt-2 shadow-lg"
      >
        <ul className="flex flex-col gap-1">
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                onClick={close}
                className={({ isActive }) =>
                  cn(MOBILE_ITEM_CLASS, isActive && 'bg-accent text-accent-foreground')
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <Button asChild className="mt-2 w-full">
              <Link to="/chat" onClick={close}>
                Start Chat
              </Link>
            </Button>
          </li>
          {username ? (
            <>
              <li className="mt-2 truncate px-3 py-2 text-sm text-muted-foreground">
                Logged in as {username}
              </li>
              <li>
                <Link to="/progress" onClick={close} className={MOBILE_ITEM_CLASS}>
                  My Progress
                </Link>
              </li>
              <Suspense fallback={null}>
                <MobileAccountActions onSelect={close} />
              </Suspense>
            </>
          ) : (
            <li>
              <Button asChild variant="outline" className="mt-2 w-full">
                <Link to="/auth" onClick={close}>
                  Login / Sign up
                </Link>
              </Button>
            </li>
          )}
        </ul>
      </nav>
    </div>
  );
}
