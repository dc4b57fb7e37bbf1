import type { ComponentType } from 'react';

// Every route of SPEC.md §2 (+ /safety from DESIGN.md §4). Each page is its own chunk; the
// prerender script uses `file` to preload exactly the chunk a page needs.
export type AppRoute = {
  path: string;
  file: string;
  load: () => Promise<{ default: ComponentType }>;
  /** Without the header and footer; every other page has them (every byte here is on /). */
  bare?: true;
  /** Login required; the spinner's label defaults to 'Loading' (every byte here is on /). */
  protected?: { loadingLabel?: string };
};

export const ROUTES: readonly AppRoute[] = [
  { path: '/', file: 'home-page', load: () => import('./routes/home-page') },
  { path: '/chat', file: 'chat-page', load: () => import('./routes/chat-page') },
  {
    path: '/meditation',
    file: 'meditation-page',
    load: () => import('./routes/meditation-page'),
  },
  {
    path: '/progress',
    file: 'progress-page',
    load: () => import('./routes/progress-page'),
    protected: { loadingLabel: 'Loading your progress...' },
  },
  {
    path: '/account',
    file: 'account-page',
    load: () => import('./routes/account-page'),
    protected: {},
  },
  {
    path: '/journal',
    file: 'journal-page',
    load: () => import('./routes/journal-page'),
    protected: {},
  },
  {
    path: '/resources',
    file: 'resources-page',
    load: () => import('./routes/resources-page'),
  },
  {
    path: '/resources/modules/:moduleId',
    file: 'module-page',
    load: () => import('./routes/module-page'),
  },
  {
    path: '/privacy',
    file: 'privacy-page',
    load: () => import('./routes/privacy-page'),
  },
  { path: '/terms', file: 'terms-page', load: () => import('./routes/terms-page') },
  {
    path: '/about-founder',
    file: 'about-founder-page',
    load: () => import('./routes/about-founder-page'),
  },
  {
    path: '/check-in',
    file: 'check-in-page',
    load: () => import('./routes/check-in-page'),
  },
  {
    path: '/safety',
    file: 'safety-page',
    load: () => import('./routes/safety-page'),
  },
  {
    path: '/safety-plan',
    file: 'safety-plan-page',
    load: () => import('./routes/safety-plan-page'),
  },
  { path: '/auth', file: 'auth-page', load: () => import('./routes/auth-page') },
  {
    path: '/analytics',
    file: 'analytics-page',
    load: () => import('./routes/analytics-page'),
  },
  { path: '/logo', file: 'logo-page', load: () => import('./routes/logo-page'), bare: true },
  {
    path: '*',
    file: 'not-found-page',
    load: () => import('./routes/not-found-page'),
  },
];
