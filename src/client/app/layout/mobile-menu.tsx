import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Download, LogOut, Menu, Trash2, X, type LucideIcon } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useExportData } from '@client/features/account/api/export-data';
import { useLogout } from '@client/features/auth/api/logout';
import { cn } from '@client/lib/utils';
import { NAV_ITEMS } from './nav-items';

// Loaded only when someone asks to delete their account.
const DeleteAccountDialog = lazy(() =>
  import('@client/features/account/components/delete-account-dialog').then((m) => ({
    default: m.DeleteAccountDialog,
  })),
);

type Props = { open: boolean; onOpenChange: (open: boolean) => void; username: string | undefined };

// Small screens: one button opens a panel with the same items; choosing any item closes it.
export function MobileMenu({ open, onOpenChange, username }: Props) {
  const panelId = useId();
  const { pathname } = useLocation();
  const logout = useLogout();
  const exportData = useExportData();
  const [deleteOpen, setDeleteOpen] = useState(false);
  const close = () => onOpenChange(false);

  useEffect(() => onOpenChange(false), [pathname, onOpenChange]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onOpenChange(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onOpenChange]);

  const itemClass =
    'block rounded-md px-3 py-3 text-base font-medium hover:bg-accent hover:text-accent-foreground';
  // Account actions close the menu first, then act.
  const menuAction = (Icon: LucideIcon, label: string, onSelect: () => void) => (
    <li>
      <button
        type="button"
        className={cn(itemClass, 'flex w-full items-center gap-2 text-left')}
        onClick={() => {
          close();
          onSelect();
        }}
      >
        <Icon className="size-4" aria-hidden="true" />
        {label}
      </button>
    </li>
  );
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
                  cn(itemClass, isActive && 'bg-accent text-accent-foreground')
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
                <Link to="/progress" onClick={close} className={itemClass}>
                  My Progress
                </Link>
              </li>
              {menuAction(Download, 'Download my data', () => exportData.mutate())}
              {menuAction(Trash2, 'Delete account', () => setDeleteOpen(true))}
              {menuAction(LogOut, 'Logout', () => logout.mutate())}
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
      {username && deleteOpen && (
        <Suspense fallback={null}>
          <DeleteAccountDialog username={username} open onOpenChange={setDeleteOpen} />
        </Suspense>
      )}
    </div>
  );
}
