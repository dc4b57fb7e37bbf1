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
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { useDeleteAccount } from '../api/delete-account';

type DeleteAccountDialogProps = {
  username: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
};

/** Deletion cannot be undone, so the username must be typed to confirm it. */
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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setTyped('');
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
            if (confirmed) remove.mutate();
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
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!confirmed || remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
