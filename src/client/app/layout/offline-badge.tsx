import { WifiOff } from 'lucide-react';
import { useOnline } from '@client/hooks/use-online';

/** Says plainly when there is no connection; what works offline still works. Loaded lazily. */
export default function OfflineBadge() {
  const online = useOnline();
  return (
    <span role="status" className="contents">
      {!online && (
        <span className="inline-flex h-8 items-center gap-1.5 rounded-full border border-amber-600/60 bg-amber-50 px-2.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <WifiOff className="size-3.5" aria-hidden="true" />
          Offline
        </span>
      )}
    </span>
  );
}
