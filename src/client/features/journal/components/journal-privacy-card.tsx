import { useEffect, useRef, useState } from 'react';
import { Lock, LockKeyholeOpen, ShieldCheck } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { TitledCard } from '@client/components/titled-card';
import { JournalLockDialog } from './journal-lock-dialog';

type Props = {
  encrypted: boolean;
  onLock: (passphrase: string) => Promise<boolean>;
  onRelock: () => void;
  onRemoveLock: () => void;
};

export function JournalPrivacyCard({ encrypted, onLock, onRelock, onRemoveLock }: Props) {
  const [open, setOpen] = useState(false);
  const actionsRef = useRef<HTMLDivElement>(null);
  // Locking swaps "Set a passphrase" for "Lock now", and removing the passphrase swaps them back:
  // the button he used is gone, so focus goes to the first button now in its place rather than
  // falling to the page. Only when focus was actually lost, never pulled from elsewhere.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body)
        actionsRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [encrypted]);
  return (
    <TitledCard
      title={
        <>
          <ShieldCheck className="size-5" aria-hidden="true" />
          Passphrase lock
        </>
      }
      titleClassName="flex items-center gap-2 text-lg"
      description={
        encrypted
          ? 'Your entries are encrypted on this device. You unlocked them for this visit only.'
          : 'Optional: encrypt your entries on this device so anyone using this browser needs your passphrase to read them.'
      }
      contentRef={actionsRef}
      contentClassName="flex flex-wrap gap-3"
    >
      {encrypted ? (
        <>
          <Button variant="outline" onClick={onRelock}>
            <Lock aria-hidden="true" />
            Lock now
          </Button>
          <Button variant="ghost" onClick={onRemoveLock}>
            <LockKeyholeOpen aria-hidden="true" />
            Remove passphrase
          </Button>
        </>
      ) : (
        <Button variant="outline" onClick={() => setOpen(true)}>
          <Lock aria-hidden="true" />
          Set a passphrase
        </Button>
      )}
      <JournalLockDialog
        open={open}
        onOpenChange={setOpen}
        onLock={onLock}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          actionsRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
        }}
      />
    </TitledCard>
  );
}
