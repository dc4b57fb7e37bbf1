import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from '@client/components/ui/toaster';
import { Header } from './header';
import { RouteEffects } from './route-effects';

// The footer is prerendered with every page and has nothing to do until he reaches it, so its
// code stays out of the first paint's budget: React keeps the server's footer and hydrates it
// when the chunk arrives (its links work as plain links until then).
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));

export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <RouteEffects />
      {/* Each boundary hydrates in its own task, so the browser can paint and answer input
          between them instead of waiting out one long hydration (Lighthouse TBT). */}
      <Suspense>
        <Header />
      </Suspense>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <Toaster />
    </div>
  );
}
