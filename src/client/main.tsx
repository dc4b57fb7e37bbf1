import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadRoute } from './app/app-routes';
import { AppProviders } from './app/providers';
import { trackVisit } from './features/analytics/api/track-visit';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// Prerendered pages are hydrated once their page code is in; the dev server's empty shell is
// rendered from scratch.
void preloadRoute(window.location.pathname).finally(() => {
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
});

// Once per app load (SPEC.md §7); it never throws and never delays the page.
void trackVisit();
