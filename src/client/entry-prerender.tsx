import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes, matchRoute, preloadRoute } from './app/app-routes';
export { ALL_PAGES, NOT_FOUND_SEO, seoForPath } from '@shared/seo/pages';
export { SITE_ORIGIN } from '@shared/constants/site';

/** The page files (route-table `file`) a path renders, so the prerender can preload them. */
export function routeFileFor(pathname: string): string {
  return matchRoute(pathname)?.file ?? 'not-found-page';
}

// Build-time only: renders a route to HTML, waiting for its lazy page to load.
export async function render(url: string): Promise<string> {
  await preloadRoute(url);
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={url}>
      <AppRoutes />
    </StaticRouter>,
    // React outlines a large Suspense boundary's content and reveals it with an inline script,
    // which the CSP forbids (ADR 001): keep every boundary inline, however big.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    prelude
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject);
  });
  return Buffer.concat(chunks).toString('utf8');
}
