/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

// Steady's service worker (docs/decisions/014-issue-17-offline-service-worker.md). The build
// precaches the app shell, every script and style, the icons and the prerendered pages (the
// crisis lines, the safety plan, breathing, the journal, the modules), so what a man needs in a
// bad moment opens with no connection. It never caches anything a user wrote: plan and journal
// live in localStorage, chat is never stored, and only the answer to "who is signed in" is kept
// so the journal still opens offline.

declare let self: ServiceWorkerGlobalScope;

const PAGES_CACHE = 'steady-pages';
const USER_CACHE = 'steady-user';
const NETWORK_TIMEOUT_MS = 4000;

// A new version takes over at once (nothing is kept in the worker, so nothing is lost); the page
// tells him it happened (src/client/lib/service-worker.ts).
void self.skipWaiting();
clientsClaim();

/** The network, given up on after a while so a bad connection falls back to the device. */
function fetchWithin(request: Request, ms: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('network timeout')), ms);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

// Pages: from the network when it answers, and every page fetched updates the copy kept here.
// With no network, this build's precached page comes first (it matches the scripts this worker
// holds), then the last copy fetched.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      const url = new URL(request.url);
      const key = new Request(url.origin + url.pathname);
      try {
        const response = await fetchWithin(request, NETWORK_TIMEOUT_MS);
        if (response.ok && response.type === 'basic') {
          const cache = await caches.open(PAGES_CACHE);
          await cache.put(key, response.clone());
        }
        return response;
      } catch {
        const cached =
          (await matchPrecache(url.pathname)) ??
          (await caches.open(PAGES_CACHE).then((cache) => cache.match(key)));
        return cached ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/healthz/, /^\/readyz/] },
  ),
);

// Who is signed in: the journal sits behind sign-in, so the last answer (200 or 401) is kept for
// offline use. Signing out or deleting the account forgets it at once.
registerRoute(
  ({ url, request }) => url.pathname === '/api/user' && request.method === 'GET',
  async ({ request }) => {
    const cache = await caches.open(USER_CACHE);
    try {
      const response = await fetchWithin(request, NETWORK_TIMEOUT_MS);
      if (response.status === 200 || response.status === 401)
        await cache.put(request, response.clone());
      return response;
    } catch {
      return (await cache.match(request)) ?? Response.error();
    }
  },
);
for (const [path, method] of [
  ['/api/logout', 'POST'],
  ['/api/protected/account', 'DELETE'],
] as const) {
  registerRoute(
    ({ url }) => url.pathname === path,
    async ({ request }) => {
      await caches.delete(USER_CACHE);
      return fetch(request);
    },
    method,
  );
}

// Scripts, styles, icons and the prerendered pages of this build. Query strings are ignored so
// /safety-plan?from=chat finds /safety-plan.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });
