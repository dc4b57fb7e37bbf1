import { useNavigate } from 'react-router';
import { ChevronDown, LogOut, ShieldCheck, TrendingUp, User } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { useLogout } from '@client/features/auth/api/logout';
import { withQueries } from '../query-provider';

function UserMenu({ username }: { username: string }) {
  const navigate = useNavigate();
  const logout = useLogout();
  // Export and deletion live on /account, behind a password prompt (issue 20).
  return (
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
        <DropdownMenuItem onSelect={() => navigate('/account')}>
          <ShieldCheck aria-hidden="true" />
          Account &amp; security
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export default withQueries(UserMenu);
