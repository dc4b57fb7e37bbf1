import { useState } from 'react';
import { PasswordConfirmDialog } from '@client/components/password-confirm-dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
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
  const remove = useDeleteAccount({
    onSuccess: () => {
      onOpenChange(false);
      onDeleted?.();
    },
  });
  const confirmed = typed.trim().toLowerCase() === username.toLowerCase();

  return (
    <PasswordConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setTyped('');
        onOpenChange(next);
      }}
      title="Delete your account?"
      description={
        <>
          This permanently deletes your account, achievements, mood check-ins and activity, and
          signs you out on every device. It cannot be undone. A copy stays in the server&apos;s
          daily backups until they roll off, at most 7 days later. Journal entries stay on this
          device until you clear them.
        </>
      }
      confirmLabel="Delete account"
      onConfirmed={() => remove.mutate()}
      canConfirm={confirmed}
      stayOpen
      busy={remove.isPending}
      busyLabel="Deleting..."
      destructive
      checkFailedMessage="Could not check your password."
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
    </PasswordConfirmDialog>
  );
}
