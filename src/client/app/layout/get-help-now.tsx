import { useEffect, useState, type ComponentType, type FormEvent } from 'react';
import { LifeBuoy } from 'lucide-react';
import { cn } from '@client/lib/utils';

type Dialog = ComponentType<{ onClose: () => void }>;

let loading: Promise<Dialog> | undefined;
let loaded: Dialog | undefined;

function loadDialog(): Promise<Dialog> {
  loading ??= import('./get-help-dialog').then(
    (module) => (loaded = module.GetHelpDialog),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const preload = () => void loadDialog().catch(() => undefined);
const CRISIS_PAGE = '/safety';
const FALLBACK_AFTER_MS = 3000;

// Crisis help one tap away on every page. The dialog's code loads once the page is idle (or as
// soon as a pointer or focus reaches the button), off the first paint. Until the page is
// hydrated the button submits its form to the prerendered /safety page, which lists the same
// lines; if the dialog cannot load in time, the button goes there too.
export function GetHelpNow({ compact = false }: { compact?: boolean }) {
  const [OpenDialog, setOpenDialog] = useState<Dialog | null>(null);

  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(preload, 1000);
      return () => clearTimeout(timer);
    }
    const id = window.requestIdleCallback(preload, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }, []);

  const open = (event: FormEvent) => {
    event.preventDefault();
    const ready = loaded;
    if (ready) {
      setOpenDialog(() => ready);
      return;
    }
    let settled = false;
    const goToCrisisPage = () => {
      if (settled) return;
      settled = true;
      window.location.assign(CRISIS_PAGE);
    };
    const timer = setTimeout(goToCrisisPage, FALLBACK_AFTER_MS);
    loadDialog().then((Component) => {
      clearTimeout(timer);
      if (settled) return;
      settled = true;
      setOpenDialog(() => Component);
    }, goToCrisisPage);
  };

  return (
    <>
      <form action={CRISIS_PAGE} onSubmit={open}>
        <button
          type="submit"
          onPointerEnter={preload}
          onPointerDown={preload}
          onFocus={preload}
          className={cn(
            'inline-flex h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 md:h-10',
            // In the header, calm but clear: a tinted button that is always there without
            // shouting on every page. Solid red is kept for the dialog's call buttons.
            compact
              ? 'border border-crisis-soft-border bg-crisis-soft px-2.5 text-crisis-soft-foreground hover:bg-crisis-soft/70 sm:px-3'
              : 'bg-crisis text-crisis-foreground shadow-sm hover:opacity-90',
          )}
          aria-haspopup="dialog"
          aria-label="Get help now"
        >
          <LifeBuoy className="size-4" aria-hidden="true" />
          <span className={cn(compact && 'hidden sm:inline')}>Get help now</span>
          {compact && (
            <span className="sm:hidden" aria-hidden="true">
              Get help
            </span>
          )}
        </button>
      </form>
      {OpenDialog && <OpenDialog onClose={() => setOpenDialog(null)} />}
    </>
  );
}
