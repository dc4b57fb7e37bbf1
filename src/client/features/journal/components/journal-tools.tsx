import { toast } from '@client/components/ui/use-toast';
import { saveText } from '@client/lib/save-file';
import type { useJournal } from '../hooks/use-journal';
import type { JournalEntry } from '../store/journal-entry';
import {
  exportFileName,
  exportJson,
  exportText,
  importSummary,
  parseImportFile,
} from '../store/journal-transfer';
import { JournalPrivacyCard } from './journal-privacy-card';
import { JournalTransferCard } from './journal-transfer-card';

type Props = {
  journal: ReturnType<typeof useJournal>;
  entries: JournalEntry[];
  encrypted: boolean;
};

/** Lock, export and import: everything happens in this browser, nothing is uploaded. */
export function JournalTools({ journal, entries, encrypted }: Props) {
  const exportAs = (kind: 'json' | 'txt') => {
    const now = new Date();
    const text = kind === 'json' ? exportJson(entries, now) : exportText(entries, now);
    saveText(exportFileName(kind, now), text, kind === 'json' ? 'application/json' : undefined);
  };

  const importFile = async (file: File) => {
    const parsed = parseImportFile(await file.text());
    if (!parsed.ok) {
      toast({
        title: 'Import failed',
        description: 'That file is not a Steady journal backup.',
        variant: 'destructive',
      });
      return;
    }
    const result = await journal.importEntries(parsed.items);
    if (result?.ok) toast({ title: 'Import complete', description: importSummary(result) });
  };

  const lock = async (passphrase: string) => {
    const result = await journal.enableLock(passphrase);
    if (result?.ok) {
      toast({
        title: 'Journal locked',
        description: 'Your entries are now encrypted on this device. Keep your passphrase safe.',
      });
    }
    return result?.ok ?? false;
  };

  const removeLock = async () => {
    const result = await journal.disableLock();
    if (result?.ok) {
      toast({
        title: 'Passphrase removed',
        description: 'Your entries are stored on this device without encryption again.',
      });
    }
  };

  return (
    <div className="grid gap-6">
      <JournalPrivacyCard
        encrypted={encrypted}
        onLock={lock}
        onRelock={journal.relock}
        onRemoveLock={removeLock}
      />
      <JournalTransferCard
        hasEntries={entries.length > 0}
        onExportJson={() => exportAs('json')}
        onExportText={() => exportAs('txt')}
        onImportFile={importFile}
      />
    </div>
  );
}
