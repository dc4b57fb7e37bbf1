import { useId, useState, type ChangeEvent } from 'react';
import type { ImportSummary } from '@shared/contracts/mood-data';
import { formatShortDateTime } from '@shared/rules/format-date';
import { serverMessage } from '@client/lib/api-client';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { browserTimeZone } from '../api/get-mood-insights';
import { useImportDaylio } from '../api/import-daylio';

function Summary({ summary }: { summary: ImportSummary }) {
  const range =
    summary.firstDate && summary.lastDate
      ? ` from ${formatShortDateTime(summary.firstDate)} to ${formatShortDateTime(summary.lastDate)}`
      : '';
  return (
    <div className="space-y-1 rounded-lg border p-3 text-sm" role="status">
      {summary.dryRun ? (
        <p>
          This file has <strong>{summary.rows}</strong> check-ins{range}.{' '}
          <strong>{summary.imported}</strong> are new and {summary.duplicates} are already in your
          history.
        </p>
      ) : (
        <p>
          Imported <strong>{summary.imported}</strong> check-ins. {summary.duplicates} were already
          there and were skipped.
        </p>
      )}
      {summary.tags.length > 0 && (
        <p className="text-muted-foreground">
          Activities kept as tags: {summary.tags.slice(0, 12).join(', ')}
          {summary.tags.length > 12 ? `, and ${summary.tags.length - 12} more` : ''}.
        </p>
      )}
    </div>
  );
}

/** Read the file on the device, show what it holds, and import only when he says so. */
export function DaylioImport() {
  const inputId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportSummary | null>(null);
  const [done, setDone] = useState<ImportSummary | null>(null);
  const importer = useImportDaylio();
  const timeZone = browserTimeZone();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPreview(null);
    setDone(null);
    importer.reset();
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    importer.mutate({ csv: text, timeZone, dryRun: true }, { onSuccess: setPreview });
  };
  const confirm = () => {
    if (!csv) return;
    importer.mutate(
      { csv, timeZone, dryRun: false },
      {
        onSuccess: (summary) => {
          setDone(summary);
          setPreview(null);
        },
      },
    );
  };

  return (
    <div className="space-y-3">
      <div className="space-y-2">
        <Label htmlFor={inputId}>Import a Daylio export (CSV)</Label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void choose(event)}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium hover:file:bg-accent"
        />
        <p className="text-xs text-muted-foreground">
          In Daylio: More → Export entries → CSV. You see what the file holds before anything is
          saved.
        </p>
      </div>
      {importer.isError && (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(importer.error) ?? 'The file could not be read.'} Nothing was imported.
        </p>
      )}
      {preview && (
        <>
          <Summary summary={preview} />
          <Button onClick={confirm} disabled={importer.isPending || preview.imported === 0}>
            Import {preview.imported} check-ins
          </Button>
        </>
      )}
      {done && <Summary summary={done} />}
    </div>
  );
}
