import { useMutation } from '@tanstack/react-query';
import { toast } from '@client/components/ui/use-toast';
import { serverMessage, throwIfNotOk } from '@client/lib/api-client';
import { saveBlob } from '@client/lib/save-file';

const FALLBACK_NAME = 'steady-data.json';

function fileNameFrom(disposition: string | null): string {
  const match = disposition ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? FALLBACK_NAME;
}

/** Fetches the export and hands it to the browser as a file download. */
export async function exportData(): Promise<string> {
  const response = await fetch('/api/protected/export', { credentials: 'include' });
  await throwIfNotOk(response);
  const name = fileNameFrom(response.headers.get('content-disposition'));
  saveBlob(await response.blob(), name);
  return name;
}

export function useExportData() {
  return useMutation({
    mutationFn: exportData,
    onSuccess: (name) => {
      toast({ title: 'Your data is ready', description: `Saved as ${name}.` });
    },
    onError: (error) => {
      toast({
        title: 'Download failed',
        description: serverMessage(error) ?? error.message,
        variant: 'destructive',
      });
    },
  });
}
