import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import { CountrySelect } from '@client/components/country-select';
import { CrisisLinesList } from '@client/components/crisis-lines-list';
import { OtherCountryLines } from '@client/components/other-country-lines';
import { SafetyPlanLink } from '@client/components/safety-plan-link';

// A native modal <dialog> needs no script library, traps focus, closes with Escape and gives
// focus back to the "Get help now" button. It opens as it mounts; closing it unmounts it.
export function GetHelpDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="get-help-title"
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl border bg-background p-0 text-foreground shadow-xl backdrop:bg-black/60"
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && dialog.current?.close()}
    >
      <div className="max-h-[85vh] overflow-y-auto p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="get-help-title" className="text-xl font-bold">
            Get help now
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="-mr-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </button>
        </div>
        <p className="mt-2 text-sm text-muted-foreground">
          If you are thinking about suicide or might hurt yourself, please reach out now. These
          lines are free, confidential and answered by trained people.
        </p>
        <CountrySelect className="mt-3" />
        <div className="mt-3">
          <CrisisLinesList compact columns={1} />
        </div>
        <SafetyPlanLink className="mt-4" onNavigate={() => dialog.current?.close()} />
        <details className="mt-6">
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold">
            Other countries
          </summary>
          <div className="mt-2 text-sm">
            <OtherCountryLines />
          </div>
        </details>
        <div className="mt-6 rounded-lg border bg-muted/50 p-4">
          <p className="font-semibold">Struggling but safe?</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Breathe for two minutes, or talk it through.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Link
              to="/meditation"
              onClick={() => dialog.current?.close()}
              className="inline-flex min-h-11 items-center rounded-md border bg-background px-3 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              Breathe for two minutes
            </Link>
            <Link
              to="/chat"
              onClick={() => dialog.current?.close()}
              className="inline-flex min-h-11 items-center rounded-md border bg-background px-3 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              Talk it through
            </Link>
          </div>
        </div>
        <p className="mt-4 text-sm">
          <Link
            to="/safety"
            onClick={() => dialog.current?.close()}
            className="text-primary underline underline-offset-2"
          >
            How Steady handles crisis and safety
          </Link>
        </p>
      </div>
    </dialog>
  );
}
