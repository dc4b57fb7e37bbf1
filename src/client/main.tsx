import './lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadRoute } from './app/app-routes';
import { loadUser } from './features/auth/api/get-user';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

// The header shows who is signed in on every page: ask while the page code loads.
loadUser();

// Prerendered pages are hydrated once their page code is in; the dev server's empty shell is
// rendered from scratch. Hydrating in a transition lets React yield to the browser every few
// milliseconds, so a tap during start-up is answered and no single task blocks for long (TBT).
void preloadRoute(window.location.pathname).finally(() => {
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
});

// Once per app load (SPEC.md §7); it never throws and never delays the page, and its code is
// fetched on its own so it stays out of the first paint's script budget (DESIGN.md §6).
void import('@client/features/analytics/api/track-visit').then((module) => module.trackVisit());

// Offline support starts after the page has loaded, off the first paint (DESIGN.md §6).
const startServiceWorker = () =>
  void import('./lib/service-worker').then((module) => module.registerServiceWorker());
if (document.readyState === 'complete') startServiceWorker();
else window.addEventListener('load', startServiceWorker, { once: true });
