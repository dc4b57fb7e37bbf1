import { LockKeyhole } from 'lucide-react';
import { ForgotPassphrase, UnlockForm } from '@client/components/passphrase/unlock-form';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';

type Props = { onUnlock: (passphrase: string) => Promise<boolean>; onStartOver: () => void };

export function JournalUnlockCard({ onUnlock, onStartOver }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LockKeyhole className="size-5" aria-hidden="true" />
          Your journal is locked
        </CardTitle>
        <CardDescription>
          Enter your passphrase to read and write entries during this visit.
        </CardDescription>
      </CardHeader>
      <CardContent>
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
      </CardContent>
    </Card>
  );
}
