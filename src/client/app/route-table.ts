import type { ComponentType } from 'react';

// Every route of SPEC.md §2 (+ /safety from DESIGN.md §4). Each page is its own chunk; the
// prerender script uses `file` to preload exactly the chunk a page needs.
export type AppRoute = {
  path: string;
  file: string;
  load: () => Promise<{ default: ComponentType }>;
  layout: 'main' | 'bare';
  /** Login required; the spinner's label defaults to 'Loading' (every byte here is on /). */
  protected?: { loadingLabel?: string };
};

export const ROUTES: readonly AppRoute[] = [
  { path: '/', file: 'home-page', load: () => import('./routes/home-page'), layout: 'main' },
  { path: '/chat', file: 'chat-page', load: () => import('./routes/chat-page'), layout: 'main' },
  {
    path: '/meditation',
    file: 'meditation-page',
    load: () => import('./routes/meditation-page'),
    layout: 'main',
  },
  {
    path: '/progress',
    file: 'progress-page',
    load: () => import('./routes/progress-page'),
    layout: 'main',
    protected: { loadingLabel: 'Loading your progress...' },
  },
  {
    path: '/account',
    file: 'account-page',
    load: () => import('./routes/account-page'),
    layout: 'main',
    protected: {},
  },
  {
    path: '/journal',
    file: 'journal-page',
    load: () => import('./routes/journal-page'),
    layout: 'main',
    protected: {},
  },
  {
    path: '/resources',
    file: 'resources-page',
    load: () => import('./routes/resources-page'),
    layout: 'main',
  },
  {
    path: '/resources/modules/:moduleId',
    file: 'module-page',
    load: () => import('./routes/module-page'),
    layout: 'main',
  },
  {
    path: '/privacy',
    file: 'privacy-page',
    load: () => import('./routes/privacy-page'),
    layout: 'main',
  },
  { path: '/terms', file: 'terms-page', load: () => import('./routes/terms-page'), layout: 'main' },
  {
    path: '/about-founder',
    file: 'about-founder-page',
    load: () => import('./routes/about-founder-page'),
    layout: 'main',
  },
  {
    path: '/check-in',
    file: 'check-in-page',
    load: () => import('./routes/check-in-page'),
    layout: 'main',
  },
  {
    path: '/safety',
    file: 'safety-page',
    load: () => import('./routes/safety-page'),
    layout: 'main',
  },
  {
    path: '/safety-plan',
    file: 'safety-plan-page',
    load: () => import('./routes/safety-plan-page'),
    layout: 'main',
  },
  { path: '/auth', file: 'auth-page', load: () => import('./routes/auth-page'), layout: 'main' },
  {
    path: '/analytics',
    file: 'analytics-page',
    load: () => import('./routes/analytics-page'),
    layout: 'main',
  },
  { path: '/logo', file: 'logo-page', load: () => import('./routes/logo-page'), layout: 'bare' },
  {
    path: '*',
    file: 'not-found-page',
    load: () => import('./routes/not-found-page'),
    layout: 'main',
  },
];
