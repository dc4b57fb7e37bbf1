import { useRef } from 'react';
import { FileDown, FileJson, FileUp } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';

type Props = {
  hasEntries: boolean;
  onExportJson: () => void;
  onExportText: () => void;
  onImportFile: (file: File) => void;
};

export function JournalTransferCard({
  hasEntries,
  onExportJson,
  onExportText,
  onImportFile,
}: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Back up or move your journal</CardTitle>
        <CardDescription>
          Files are made and read right here in your browser. Exported files are not encrypted: keep
          them somewhere safe.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={onExportJson} disabled={!hasEntries}>
          <FileJson aria-hidden="true" />
          Export backup (.json)
        </Button>
        <Button variant="outline" onClick={onExportText} disabled={!hasEntries}>
          <FileDown aria-hidden="true" />
          Export as text (.txt)
        </Button>
        <Button variant="outline" onClick={() => inputRef.current?.click()}>
          <FileUp aria-hidden="true" />
          Import backup
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept=".json,application/json"
          className="hidden"
          aria-label="Journal backup file"
          data-testid="journal-import-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onImportFile(file);
          }}
        />
      </CardContent>
    </Card>
  );
}
