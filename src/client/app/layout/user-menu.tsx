import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ChevronDown, Download, LogOut, Trash2, TrendingUp, User } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { useExportData } from '@client/features/account/api/export-data';
import { DeleteAccountDialog } from '@client/features/account/components/delete-account-dialog';
import { useLogout } from '@client/features/auth/api/logout';
import { withQueries } from '../query-provider';

function UserMenu({ username }: { username: string }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const exportData = useExportData();
  const [deleteOpen, setDeleteOpen] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" aria-label={`Account menu for ${username}`}>
            <User aria-hidden="true" />
            <span className="max-w-[80px] truncate">{username}</span>
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel className="max-w-64 truncate font-normal">
            Logged in as {username}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => navigate('/progress')}>
            <TrendingUp aria-hidden="true" />
            My Progress
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => exportData.mutate()}>
            <Download aria-hidden="true" />
            Download my data
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDeleteOpen(true)}>
            <Trash2 aria-hidden="true" />
            Delete account
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => logout.mutate()}>
            <LogOut aria-hidden="true" />
            Logout
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <DeleteAccountDialog
        username={username}
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        onDeleted={() => navigate('/', { replace: true })}
      />
    </>
  );
}

export default withQueries(UserMenu);
