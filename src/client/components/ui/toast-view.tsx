import { Toast as ToastPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@client/lib/utils';
import { dismissToast, useToast } from './use-toast';

// Radix Toast keeps its defaults: 5000 ms, swipe threshold 50, F8 to focus the region.
export default function ToastView() {
  const { toast } = useToast();
  return (
    <ToastPrimitive.Provider swipeDirection="right">
      {toast && (
        <ToastPrimitive.Root
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => !open && dismissToast(toast.id)}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-card border p-4 pr-11 shadow-float',
            toast.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'bg-background text-foreground',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">
              {toast.title}
            </ToastPrimitive.Title>
            {toast.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {toast.description}
              </ToastPrimitive.Description>
            )}
          </div>
          {toast.action && (
            <ToastPrimitive.Action
              altText={toast.action.altText}
              onClick={toast.action.onSelect}
              className="inline-flex min-h-11 shrink-0 items-center justify-center self-center rounded-md border px-3 text-sm font-medium hover:bg-secondary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {toast.action.label}
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close className="absolute right-0 top-0 inline-flex size-11 items-center justify-center rounded-md opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">Dismiss notification</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      {/* Phones: at the top, under the header, so a toast never covers the message box or the
          thumb's reach for 5 s; from sm up, the usual bottom-right corner. */}
      <ToastPrimitive.Viewport className="fixed inset-x-0 top-16 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:inset-x-auto sm:top-auto sm:bottom-0 sm:right-0 sm:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
