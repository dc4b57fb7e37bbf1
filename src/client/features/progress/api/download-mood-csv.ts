import { useMutation } from '@tanstack/react-query';
import { toast } from '@client/components/ui/use-toast';
import { serverMessage } from '@client/lib/api-client';
import { downloadFile } from '@client/lib/save-file';

/** The mood history as CSV; the server asks for the password first, like the full export. */
export function downloadMoodCsv(): Promise<string> {
  return downloadFile('/api/protected/export?format=csv', 'steady-moods.csv');
}

export function useDownloadMoodCsv() {
  return useMutation({
    mutationFn: downloadMoodCsv,
    onSuccess: (name) => toast({ title: 'Mood history saved', description: `Saved as ${name}.` }),
    onError: (error) => {
      toast({
        title: 'Download failed',
        description: serverMessage(error) ?? error.message,
        variant: 'destructive',
      });
    },
  });
}
