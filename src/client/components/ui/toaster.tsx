import { lazy, Suspense } from 'react';
import { useToast } from './use-toast';

// The toast library loads with the first toast, not with every page: most visits never see one.
const ToastView = lazy(() => import('./toast-view'));

export function Toaster() {
  const { toast } = useToast();
  if (!toast) return null;
  return (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  );
}
