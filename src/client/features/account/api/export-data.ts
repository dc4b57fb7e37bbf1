import { useMutation } from '@tanstack/react-query';
import { toast } from '@client/components/ui/use-toast';
import { serverMessage } from '@client/lib/api-client';
import { downloadFile } from '@client/lib/save-file';

/** Fetches the export and hands it to the browser as a file download. */
export function exportData(): Promise<string> {
  return downloadFile('/api/protected/export', 'steady-data.json');
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
