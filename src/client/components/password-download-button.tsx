import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { PasswordConfirmDialog } from './password-confirm-dialog';

type Props = {
  /** The download: it starts only once the server has accepted his password again. */
  mutation: { isPending: boolean; mutate: () => void };
  label: string;
  title: string;
  description: string;
};

/** A download of his own data behind a fresh password check (issue 20). */
export function PasswordDownloadButton({ mutation, label, title, description }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" disabled={mutation.isPending} onClick={() => setOpen(true)}>
        <Download aria-hidden="true" />
        {label}
      </Button>
      <PasswordConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel="Download"
        onConfirmed={() => mutation.mutate()}
      />
    </>
  );
}
