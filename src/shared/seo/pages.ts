import { INSTAGRAM_URL, SITE_NAME, SITE_ORIGIN } from '../constants/site';
import { MODULE_SUMMARIES } from '../content/modules/catalogue';

// One table of search-engine metadata: the prerender writes it into each page's <head>, the
// client updates it on navigation, and the sitemap lists every indexable entry.
export type PageSeo = {
  path: string;
  title: string;
  description: string;
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  /** Pages that are personal or operational stay out of the sitemap and search results. */
  noindex?: boolean;
};

const organization = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: SITE_NAME,
  url: SITE_ORIGIN,
  logo: `${SITE_ORIGIN}/icons/icon-512.png`,
  description: 'A free, private mental-wellbeing web app for men.',
  sameAs: [INSTAGRAM_URL],
};

export const STATIC_PAGES: readonly PageSeo[] = [
  {
    path: '/',
    title: 'Steady — Free, private mental health support for men',
    description:
      'Talk things through with an AI companion, try guided breathing, track your mood and read short, research-backed lessons. Free, anonymous, made for men.',
    jsonLd: [
      organization,
      { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url: SITE_ORIGIN },
    ],
  },
  {
    path: '/chat',
    title: 'Talk it through — anonymous AI chat for men | Steady',
    description:
      'A private, anonymous AI companion to talk about stress, work, relationships and more. Nothing is stored after you close the chat. Free, 24/7.',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: 'Steady Chat',
      applicationCategory: 'HealthApplication',
      operatingSystem: 'Any (web browser)',
      url: `${SITE_ORIGIN}/chat`,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    },
  },
  {
    path: '/meditation',
    title: 'Guided Breathing Exercises — 4-7-8, box and deep relaxation | Steady',
    description:
      'Three guided breathing exercises with a calm visual timer to slow your heart rate and clear your head.',
  },
  {
    path: '/resources',
    title: 'Resources — short lessons on stress, sleep, anger and more | Steady',
    description:
      'Micro-learning modules, myth busters, crisis lines and ways to find a therapist, written for men in plain language.',
  },
  {
    path: '/privacy',
    title: 'Privacy Policy | Steady',
    description:
      'What Steady stores, what it never stores, and how visitors are counted without tracking anyone.',
  },
  {
    path: '/terms',
    title: 'Terms of Service | Steady',
    description:
      'The terms for using Steady, including what it is not: a substitute for professional help.',
  },
  {
    path: '/about-founder',
    title: 'Meet the Founder | Steady',
    description:
      'Why Steady exists: a personal story about the conversations men find hardest to start.',
  },
  {
    path: '/check-in',
    title: 'Self-check — mood, anxiety and drinking, in a few minutes | Steady',
    description:
      'Take the PHQ-9, GAD-7 and AUDIT-C, the short questionnaires doctors use, scored as published and explained in plain words. A check, not a diagnosis. Free and private.',
  },
  {
    path: '/safety',
    title: 'Safety and Crisis Support | Steady',
    description:
      'How Steady responds when someone may be in danger, the crisis lines it shows, and what its AI companion is and is not.',
  },
  {
    path: '/safety-plan',
    title: 'My safety plan | Steady',
    description:
      'A personal plan for hard moments: warning signs, what helps, people to call and the lines for your country. Kept on your device, works offline.',
    noindex: true,
  },
  {
    path: '/auth',
    title: 'Login or Sign Up | Steady',
    description:
      'Create an optional account to keep your mood check-ins and achievements across devices.',
  },
  {
    path: '/analytics',
    title: 'Visit Analytics | Steady',
    description: 'Anonymous, aggregate visit counts for Steady.',
    noindex: true,
  },
  {
    path: '/logo',
    title: 'Steady Logo Downloads',
    description:
      'Download the Steady logo as SVG and PNG, with tips for using it as a profile photo.',
  },
  {
    path: '/progress',
    title: 'My Steady — your progress | Steady',
    description: 'Your achievements, mood check-ins and recent activity.',
    noindex: true,
  },
  {
    path: '/account',
    title: 'Account & security | Steady',
    description: 'Change your password, see where you are signed in, download or delete your data.',
    noindex: true,
  },
  {
    path: '/journal',
    title: 'Personal Journal | Steady',
    description: 'A private journal with guided prompts. Entries never leave your device.',
    noindex: true,
  },
];

/** Module pages, one Article each, from the module catalogue (titles only: no article bodies here). */
export const MODULE_PAGES: readonly PageSeo[] = MODULE_SUMMARIES.map((module) => ({
  path: `/resources/modules/${module.slug}`,
  title: `${module.title} — ${module.timeToRead} read | Steady`,
  description: module.description,
  jsonLd: {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: module.title,
    description: module.description,
    url: `${SITE_ORIGIN}/resources/modules/${module.slug}`,
    mainEntityOfPage: `${SITE_ORIGIN}/resources/modules/${module.slug}`,
    timeRequired: `PT${Number.parseInt(module.timeToRead, 10)}M`,
    inLanguage: 'en',
    isAccessibleForFree: true,
    audience: { '@type': 'PeopleAudience', audienceType: 'Men' },
    author: { '@type': 'Organization', name: SITE_NAME, url: SITE_ORIGIN },
    publisher: organization,
  },
}));

export const NOT_FOUND_SEO: PageSeo = {
  path: '/404',
  title: '404 Page Not Found | Steady',
  description: 'This page does not exist.',
  noindex: true,
};

export const ALL_PAGES: readonly PageSeo[] = [...STATIC_PAGES, ...MODULE_PAGES];

export function canonicalUrl(path: string): string {
  return `${SITE_ORIGIN}${path}`;
}

export function seoForPath(pathname: string): PageSeo & { canonical: string } {
  const seo = findSeo(pathname);
  return { ...seo, canonical: canonicalUrl(seo.path) };
}

function findSeo(pathname: string): PageSeo {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const found = ALL_PAGES.find((page) => page.path === path);
  if (found) return found;
  if (path.startsWith('/resources/modules/')) {
    return {
      path,
      title: 'Module coming soon | Steady',
      description: 'This module is under development.',
      noindex: true,
    };
  }
  return NOT_FOUND_SEO;
}
