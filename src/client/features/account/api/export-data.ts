import { useMutation } from '@tanstack/react-query';
import { toast } from '@client/components/ui/use-toast';
import { serverMessage, throwIfNotOk } from '@client/lib/api-client';

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
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has started the download; the data stays only in the saved file.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
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
