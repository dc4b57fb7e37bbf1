import { LockKeyhole } from 'lucide-react';
import { ForgotPassphrase, UnlockForm } from '@client/components/passphrase/unlock-form';
import { TitledCard } from '@client/components/titled-card';

type Props = { onUnlock: (passphrase: string) => Promise<boolean>; onStartOver: () => void };

export function JournalUnlockCard({ onUnlock, onStartOver }: Props) {
  return (
    <TitledCard
      title={
        <>
          <LockKeyhole className="size-5" aria-hidden="true" />
          Your journal is locked
        </>
      }
      titleClassName="flex items-center gap-2"
      description="Enter your passphrase to read and write entries during this visit."
    >
      <UnlockForm
        idPrefix="journal-unlock"
        className="flex flex-col gap-3"
        wrongMessage="That passphrase did not unlock your journal. Check for typos and try again."
        onUnlock={onUnlock}
      />
      <ForgotPassphrase startOverLabel="Start a new journal" onStartOver={onStartOver}>
        <p>
          A forgotten passphrase cannot be recovered: not by Steady, not by anyone, because it is
          never stored or sent anywhere. Without it these entries stay unreadable.
        </p>
        <p>
          You can start a new, empty journal. The locked entries are set aside on this device, not
          deleted.
        </p>
      </ForgotPassphrase>
    </TitledCard>
  );
}
