import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { BareLayout } from './layout/bare-layout';
import { PagePlaceholder } from './layout/page-placeholder';
import { ProtectedRoute } from './layout/protected-route';
import { ROUTES, type AppRoute } from './route-table';

const pages = new Map<AppRoute, LazyExoticComponent<ComponentType>>(
  ROUTES.map((route) => [route, lazy(route.load)]),
);
const loaded = new Map<AppRoute, ComponentType>();

/**
 * Loads the page for `pathname` before the first render. Prerendering then needs no streamed
 * Suspense boundaries (their reveal scripts are inline, which the CSP forbids), and hydration
 * finds the page already there, matching the server HTML exactly.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const route = matchRoute(pathname);
  if (route && !loaded.has(route)) loaded.set(route, (await route.load()).default);
}

export function matchRoute(pathname: string): AppRoute | undefined {
  return (
    ROUTES.find(
      (route) =>
        route.path !== '*' &&
        new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}/?$`).test(pathname),
    ) ?? ROUTES.find((route) => route.path === '*')
  );
}

function element(route: AppRoute) {
  const Ready = loaded.get(route);
  const Page = pages.get(route);
  if (!Page) return null;
  const page = Ready ? (
    <Ready />
  ) : (
    <Suspense fallback={<PagePlaceholder />}>
      <Page />
    </Suspense>
  );
  return route.protected ? (
    <ProtectedRoute loadingLabel={route.protected.loadingLabel}>{page}</ProtectedRoute>
  ) : (
    page
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {ROUTES.filter((r) => !r.bare).map((route) => (
          <Route key={route.path} path={route.path} element={element(route)} />
        ))}
      </Route>
      <Route element={<BareLayout />}>
        {ROUTES.filter((r) => r.bare).map((route) => (
          <Route key={route.path} path={route.path} element={element(route)} />
        ))}
      </Route>
    </Routes>
  );
}
