import { lazy, Suspense, useState } from 'react';
import { Download, LogOut, Trash2, type LucideIcon } from 'lucide-react';
import { useExportData } from '@client/features/account/api/export-data';
import { useLogout } from '@client/features/auth/api/logout';
import { cn } from '@client/lib/utils';
import { withQueries } from '../query-provider';
import { MOBILE_ITEM_CLASS } from './nav-items';

// Loaded only when someone asks to delete their account.
const DeleteAccountDialog = lazy(() =>
  import('@client/features/account/components/delete-account-dialog').then((m) => ({
    default: m.DeleteAccountDialog,
  })),
);

type Props = { username: string; onSelect: () => void };

// The mobile menu's account actions need the query client, so they load only for signed-in
// visitors, apart from the first page's code.
function MobileAccountActions({ username, onSelect }: Props) {
  const logout = useLogout();
  const exportData = useExportData();
  const [deleteOpen, setDeleteOpen] = useState(false);
  // Each action closes the menu first, then acts.
  const action = (Icon: LucideIcon, label: string, run: () => void) => (
    <li>
      <button
        type="button"
        className={cn(MOBILE_ITEM_CLASS, 'flex w-full items-center gap-2 text-left')}
        onClick={() => {
          onSelect();
          run();
        }}
      >
        <Icon className="size-4" aria-hidden="true" />
        {label}
      </button>
    </li>
  );
  return (
    <>
      {action(Download, 'Download my data', () => exportData.mutate())}
      {action(Trash2, 'Delete account', () => setDeleteOpen(true))}
      {action(LogOut, 'Logout', () => logout.mutate())}
      {deleteOpen && (
        <Suspense fallback={null}>
          <DeleteAccountDialog username={username} open onOpenChange={setDeleteOpen} />
        </Suspense>
      )}
    </>
  );
}

export default withQueries(MobileAccountActions);
