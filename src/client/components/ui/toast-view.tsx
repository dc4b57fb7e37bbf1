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
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg',
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
          <ToastPrimitive.Close className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">Dismiss notification</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
