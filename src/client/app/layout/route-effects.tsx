import { useEffect } from 'react';
import { useLocation } from 'react-router';

// On navigation: back to the top (SPEC.md §2) and the page's own title, description and
// canonical link, the same ones the prerender wrote into the HTML. The metadata table loads on
// demand so it never weighs on the first page.
export function RouteEffects() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Tests and tools wait for this mark: the page is hydrated and interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useEffect(() => {
    window.scrollTo(0, 0);
    let cancelled = false;
    void import('@shared/seo/pages').then(({ seoForPath }) => {
      if (cancelled) return;
      const seo = seoForPath(pathname);
      document.title = seo.title;
      document.querySelector('meta[name="description"]')?.setAttribute('content', seo.description);
      document.querySelector('link[rel="canonical"]')?.setAttribute('href', seo.canonical);
    });
    return () => {
      cancelled = true;
    };
  }, [pathname]);
  return null;
}
