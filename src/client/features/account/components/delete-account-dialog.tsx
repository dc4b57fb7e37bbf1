import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { FormTextField } from '@client/components/form-text-field';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { serverMessage } from '@client/lib/api-client';
import { reauthenticate } from '@client/lib/reauthenticate';
import { useDeleteAccount } from '../api/delete-account';

type DeleteAccountDialogProps = {
  username: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
};

/**
 * Deletion cannot be undone, so the username must be typed to confirm it, and the password
 * re-entered: the server refuses deletion without it (issue 20), so a borrowed or stolen session
 * cannot destroy the account.
 */
export function DeleteAccountDialog({
  username,
  open,
  onOpenChange,
  onDeleted,
}: DeleteAccountDialogProps) {
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const remove = useDeleteAccount({
    onSuccess: () => {
      onOpenChange(false);
      onDeleted?.();
    },
  });
  const confirmed = typed.trim().toLowerCase() === username.toLowerCase();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setTyped('');
          setPassword('');
          setPasswordError(undefined);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This permanently deletes your account, achievements, mood check-ins and activity, and
            signs you out on every device. It cannot be undone. A copy stays in the server&apos;s
            daily backups until they roll off, at most 7 days later. Journal entries stay on this
            device until you clear them.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!confirmed) return;
            if (!password) return setPasswordError('Enter your password');
            setChecking(true);
            reauthenticate(password).then(
              () => {
                setChecking(false);
                remove.mutate();
              },
              (error: unknown) => {
                setChecking(false);
                setPasswordError(serverMessage(error) ?? 'Could not check your password.');
              },
            );
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor="delete-confirm">
              Type your username <span className="font-semibold">{username}</span> to confirm
            </Label>
            <Input
              id="delete-confirm"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
          </div>
          <FormTextField
            id="delete-password"
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={passwordError}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant="destructive"
              disabled={!confirmed || checking || remove.isPending}
            >
              {checking || remove.isPending ? 'Deleting...' : 'Delete account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
