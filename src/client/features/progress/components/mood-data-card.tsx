import { Download } from 'lucide-react';
import { buttonVariants } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { CheckInReminder } from './check-in-reminder';
import { DaylioImport } from './daylio-import';

/** His history as plain files, in and out, and a reminder that needs no account or push. */
export function MoodDataCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your mood data</CardTitle>
        <CardDescription>Yours to keep, move and bring in.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="space-y-2">
          <a
            href="/api/protected/export?format=csv"
            download
            className={buttonVariants({ variant: 'outline' })}
          >
            <Download aria-hidden="true" />
            Download mood history (CSV)
          </a>
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
