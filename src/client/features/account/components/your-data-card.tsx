import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Download, Trash2 } from 'lucide-react';
import { PasswordConfirmDialog } from '@client/components/password-confirm-dialog';
import { Button } from '@client/components/ui/button';
import { useExportData } from '../api/export-data';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Download everything, or delete everything: both ask for his password first (issue 20). */
export function YourDataCard({ username }: { username: string }) {
  const navigate = useNavigate();
  const exportData = useExportData();
  const [exportOpen, setExportOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button variant="outline" onClick={() => setExportOpen(true)} disabled={exportData.isPending}>
        <Download aria-hidden="true" />
        Download my data
      </Button>
      <Button variant="destructive" onClick={() => setDeleteOpen(true)}>
        <Trash2 aria-hidden="true" />
        Delete account
      </Button>
      <PasswordConfirmDialog
        open={exportOpen}
        onOpenChange={setExportOpen}
        title="Download your data"
        description="Enter your password to download everything Steady holds about you, as one JSON file."
        confirmLabel="Download"
        onConfirmed={() => exportData.mutate()}
      />
      <DeleteAccountDialog
        username={username}
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        onDeleted={() => navigate('/', { replace: true })}
      />
    </div>
  );
}
