import { useNavigate } from 'react-router';
import { LogOut, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useLogout } from '@client/features/auth/api/logout';
import { cn } from '@client/lib/utils';
import { withQueries } from '../query-provider';
import { MOBILE_ITEM_CLASS } from './nav-items';

type Props = { onSelect: () => void };

// The mobile menu's account actions need the query client, so they load only for signed-in
// visitors, apart from the first page's code. Export and deletion live on /account, behind a
// password prompt (issue 20).
function MobileAccountActions({ onSelect }: Props) {
  const logout = useLogout();
  const navigate = useNavigate();
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
      {action(ShieldCheck, 'Account & security', () => navigate('/account'))}
      {action(LogOut, 'Logout', () => logout.mutate())}
    </>
  );
}

export default withQueries(MobileAccountActions);
