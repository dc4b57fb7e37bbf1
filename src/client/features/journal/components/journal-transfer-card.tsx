import { useRef } from 'react';
import { FileDown, FileJson, FileUp } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { TitledCard } from '@client/components/titled-card';

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
    <TitledCard
      title="Back up or move your journal"
      titleClassName="text-lg"
      description="Files are made and read right here in your browser. Exported files are not encrypted: keep them somewhere safe."
      contentClassName="flex flex-wrap gap-3"
    >
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
    </TitledCard>
  );
}
