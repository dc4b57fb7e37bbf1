import { PasswordDownloadButton } from '@client/components/password-download-button';
import { TitledCard } from '@client/components/titled-card';
import { useDownloadMoodCsv } from '../api/download-mood-csv';
import { CheckInReminder } from './check-in-reminder';
import { DaylioImport } from './daylio-import';

/** His history as plain files, in and out, and a reminder that needs no account or push. */
export function MoodDataCard() {
  const download = useDownloadMoodCsv();
  return (
    <TitledCard
      title="Your mood data"
      description="Yours to keep, move and bring in."
      contentClassName="space-y-6"
    >
      <div className="space-y-2">
        {/* His notes are in it: the server wants the password re-entered first (issue 20). */}
        <PasswordDownloadButton
          mutation={download}
          label="Download mood history (CSV)"
          title="Download your mood history"
          description="Enter your password to download your check-ins, notes and tags as a CSV file."
        />
        <p className="text-xs text-muted-foreground">
          Date, mood, note and tags for every check-in. Opens in any spreadsheet.
        </p>
      </div>
      <DaylioImport />
      <CheckInReminder />
    </TitledCard>
  );
}
