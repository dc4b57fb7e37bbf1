import { useState } from 'react';
import { Download } from 'lucide-react';
import { PasswordConfirmDialog } from '@client/components/password-confirm-dialog';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { useDownloadMoodCsv } from '../api/download-mood-csv';
import { CheckInReminder } from './check-in-reminder';
import { DaylioImport } from './daylio-import';

/** His history as plain files, in and out, and a reminder that needs no account or push. */
export function MoodDataCard() {
  const download = useDownloadMoodCsv();
  const [confirmOpen, setConfirmOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your mood data</CardTitle>
        <CardDescription>Yours to keep, move and bring in.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="space-y-2">
          <Button
            variant="outline"
            disabled={download.isPending}
            onClick={() => setConfirmOpen(true)}
          >
            <Download aria-hidden="true" />
            Download mood history (CSV)
          </Button>
          {/* His notes are in it: the server wants the password re-entered first (issue 20). */}
          <PasswordConfirmDialog
            open={confirmOpen}
            onOpenChange={setConfirmOpen}
            title="Download your mood history"
            description="Enter your password to download your check-ins, notes and tags as a CSV file."
            confirmLabel="Download"
            onConfirmed={() => download.mutate()}
          />
          <p className="text-xs text-muted-foreground">
            Date, mood, note and tags for every check-in. Opens in any spreadsheet.
          </p>
        </div>
        <DaylioImport />
        <CheckInReminder />
      </CardContent>
    </Card>
  );
}
