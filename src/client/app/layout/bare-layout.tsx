import { Outlet } from 'react-router';
import { Toaster } from '@client/components/ui/toaster';
import { GetHelpNow } from './get-help-now';
import { RouteEffects } from './route-effects';

// /logo has no header or footer (SPEC.md §2), but crisis help stays one tap away.
export function BareLayout() {
  return (
    <>
      <RouteEffects />
      <main id="main" className="min-h-screen">
        <Outlet />
      </main>
      <div className="fixed bottom-4 right-4 z-40">
        <GetHelpNow />
      </div>
      <Toaster />
    </>
  );
}
