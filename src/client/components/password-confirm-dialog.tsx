import { useId, useState, type ReactNode } from 'react';
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
import { serverMessage } from '@client/lib/api-client';
import { reauthenticate } from '@client/lib/reauthenticate';
import { FormTextField } from './form-text-field';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Runs once the server has accepted the password. */
  onConfirmed: () => void;
  /** Asked for above the password (such as typing the username); submit waits for canConfirm. */
  children?: ReactNode;
  canConfirm?: boolean;
  /** Left open once the password is accepted: its owner closes it when the step is done. */
  stayOpen?: boolean;
  /** The confirmed step is still running. */
  busy?: boolean;
  busyLabel?: string;
  destructive?: boolean;
  checkFailedMessage?: string;
};

/**
 * Asks for his password again before a sensitive step (his data export, deleting his account), so
 * a borrowed phone or a stolen session cannot take his data or destroy it (issue 20). The server
 * enforces it; this only asks.
 */
export function PasswordConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirmed,
  children,
  canConfirm = true,
  stayOpen = false,
  busy = false,
  busyLabel = 'Checking...',
  destructive = false,
  checkFailedMessage = 'Could not check your password. Try again.',
}: Props) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const close = (next: boolean) => {
    if (!next) {
      setPassword('');
      setError(undefined);
    }
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!canConfirm) return;
            if (!password) return setError('Enter your password');
            setPending(true);
            reauthenticate(password).then(
              () => {
                setPending(false);
                if (!stayOpen) close(false);
                onConfirmed();
              },
              (failure: unknown) => {
                setPending(false);
                setError(serverMessage(failure) ?? checkFailedMessage);
              },
            );
          }}
        >
          {children}
          <FormTextField
            id={`${id}-password`}
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant={destructive ? 'destructive' : 'default'}
              disabled={!canConfirm || pending || busy}
            >
              {pending || busy ? busyLabel : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
