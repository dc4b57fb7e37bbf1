import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Trash2 } from 'lucide-react';
import { PasswordDownloadButton } from '@client/components/password-download-button';
import { Button } from '@client/components/ui/button';
import { useExportData } from '../api/export-data';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Download everything, or delete everything: both ask for his password first (issue 20). */
export function YourDataCard({ username }: { username: string }) {
  const navigate = useNavigate();
  const exportData = useExportData();
  const [deleteOpen, setDeleteOpen] = useState(false);
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <PasswordDownloadButton
        mutation={exportData}
        label="Download my data"
        title="Download your data"
        description="Enter your password to download everything Steady holds about you, as one JSON file."
      />
      <Button variant="destructive" onClick={() => setDeleteOpen(true)}>
        <Trash2 aria-hidden="true" />
        Delete account
      </Button>
      <DeleteAccountDialog
        username={username}
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        onDeleted={() => navigate('/', { replace: true })}
      />
    </div>
  );
}
