// Build step: renders every public route to HTML with its own <head> (title, description,
// canonical, Open Graph, JSON-LD), writes gzip/brotli variants, a manifest the server reads,
// sitemap.xml and robots.txt. Runs after `vite build` and the SSR build of entry-prerender.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// STEADY_DIST lets a second build live beside dist/ (parallel e2e runs, benchmarks).
const distDir = path.resolve(root, process.env.STEADY_DIST ?? 'dist');
const clientDir = path.join(distDir, 'client');
const outDir = path.join(clientDir, 'prerendered');
const ssr = await import(path.join(distDir, 'prerender/entry-prerender.js'));
const { render, ALL_PAGES, NOT_FOUND_SEO, routeFileFor, SITE_ORIGIN } = ssr;

const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
const viteManifest = JSON.parse(
  fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
);

const escapeHtml = (text) =>
  String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
// JSON-LD sits inside <script>: "<" must never appear raw or content could close the tag.
const jsonLdScript = (data) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** The page's own chunk and everything it imports, so the browser fetches them in parallel. */
function preloadsFor(file) {
  const seen = new Set();
  const visit = (key) => {
    const entry = viteManifest[key];
    if (!entry || seen.has(entry.file)) return;
    seen.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(`src/client/app/routes/${file}.tsx`);
  return [...seen].map((f) => `<link rel="modulepreload" href="/${f}" />`).join('\n    ');
}

function head(seo, urlPath) {
  const canonical = `${SITE_ORIGIN}${seo.path}`;
  const tags = [
    `<title>${escapeHtml(seo.title)}</title>`,
    `<meta name="description" content="${escapeHtml(seo.description)}" />`,
    `<link rel="canonical" href="${canonical}" />`,
    `<meta property="og:type" content="${urlPath.startsWith('/resources/modules/') ? 'article' : 'website'}" />`,
    `<meta property="og:site_name" content="Steady" />`,
    `<meta property="og:title" content="${escapeHtml(seo.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(seo.description)}" />`,
    `<meta property="og:url" content="${canonical}" />`,
    `<meta property="og:image" content="${SITE_ORIGIN}/icons/icon-512.png" />`,
    `<meta name="twitter:card" content="summary" />`,
  ];
  if (seo.noindex) tags.push('<meta name="robots" content="noindex" />');
  for (const data of [seo.jsonLd ?? []].flat()) tags.push(jsonLdScript(data));
  return tags.join('\n    ');
}

function write(name, html) {
  const file = path.join(outDir, name);
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
}

async function page(urlPath, seo) {
  const body = await render(urlPath);
  // An executable inline script (React outlining a Suspense boundary, say) would be blocked by
  // the CSP and leave the page half-revealed (ADR 001): fail the build instead.
  const inline = body.match(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/);
  if (inline) throw new Error(`${urlPath}: prerendered HTML has an inline script: ${inline[0]}`);
  // The page's module preloads go last in <head>, after the stylesheet Vite injects: ahead of
  // it, two dozen of them held the render-blocking CSS back on a slow connection (Lighthouse
  // put /auth's first paint 0.5 s behind the lighter pages').
  const preloads = preloadsFor(routeFileFor(urlPath));
  return template
    .replace('<!--app-head-->', head(seo, urlPath))
    .replace('</head>', `  ${preloads}\n  </head>`)
    .replace('<!--app-html-->', body);
}

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

const manifest = { pages: {}, fallbacks: [], notFound: '404.html' };
for (const seo of ALL_PAGES) {
  const name = seo.path === '/' ? 'index.html' : `${seo.path.slice(1).replaceAll('/', '__')}.html`;
  write(name, await page(seo.path, seo));
  manifest.pages[seo.path] = name;
}
write('404.html', await page('/this-page-does-not-exist', NOT_FOUND_SEO));
// Module ids not in the content still answer 200 with the "under development" placeholder.
write(
  'module-placeholder.html',
  await page('/resources/modules/coming-soon', {
    path: '/resources',
    title: 'Module coming soon | Steady',
    description: 'This module is under development. Please check back soon.',
    noindex: true,
  }),
);
manifest.fallbacks.push({ pattern: '^/resources/modules/[^/]+$', file: 'module-placeholder.html' });
fs.writeFileSync(path.join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2));

const indexable = ALL_PAGES.filter((seo) => !seo.noindex);
fs.writeFileSync(
  path.join(clientDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${indexable
    .map((seo) => `  <url><loc>${SITE_ORIGIN}${seo.path}</loc></url>`)
    .join('\n')}\n</urlset>\n`,
);
fs.writeFileSync(
  path.join(clientDir, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${SITE_ORIGIN}/sitemap.xml\n`,
);

// Static assets get precompressed twins that @fastify/static serves by Accept-Encoding.
const compressible = /\.(js|css|svg|json|webmanifest|txt|xml)$/;
const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? (full === outDir ? [] : walk(full)) : [full];
  });
for (const file of walk(clientDir).filter((f) => compressible.test(f))) {
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data));
}

console.log(`prerendered ${Object.keys(manifest.pages).length} pages + 404 + module placeholder`);
