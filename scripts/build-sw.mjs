// Build step, after the prerender: writes this build's precache list into the bundled service
// worker (dist/sw/sw.js, from `vite build --config vite.sw.config.ts`) and saves it as
// dist/client/sw.js. Each prerendered page is listed under its own address (/safety-plan, not
// prerendered/safety-plan.html), with a revision from its content, so a changed build is noticed
// and fetched again while unchanged files are not.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectManifest } from 'workbox-build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(root, process.env.STEADY_DIST ?? 'dist');
const clientDir = path.join(distDir, 'client');
const pages = JSON.parse(
  fs.readFileSync(path.join(clientDir, 'prerendered/manifest.json'), 'utf8'),
).pages;
const pathForFile = new Map(
  Object.entries(pages).map(([url, file]) => [`prerendered/${file}`, url]),
);
// Pages that only make sense with the server (sign-in, operator analytics, logo downloads) are
// left to the network; everything a man might need with no connection is kept.
const ONLINE_ONLY = new Set(['/auth', '/analytics', '/logo', '/progress']);

const { count, size, warnings } = await injectManifest({
  swSrc: path.join(distDir, 'sw/sw.js'),
  swDest: path.join(clientDir, 'sw.js'),
  globDirectory: clientDir,
  globPatterns: [
    'assets/**/*.{js,css,svg,png,webp,woff2,mp3,ogg,wav}',
    'icons/*.png',
    'favicon.svg',
    'theme.js',
    'manifest.webmanifest',
    'prerendered/*.html',
  ],
  globIgnores: ['prerendered/404.html', 'prerendered/module-placeholder.html'],
  // Vite's hashed file names already change with their content.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  manifestTransforms: [
    async (entries) => ({
      manifest: entries.flatMap((entry) => {
        if (!entry.url.startsWith('prerendered/')) return [{ ...entry, url: `/${entry.url}` }];
        const url = pathForFile.get(entry.url);
        return url && !ONLINE_ONLY.has(url) ? [{ ...entry, url }] : [];
      }),
      warnings: [],
    }),
  ],
});
for (const warning of warnings) console.warn(warning);
console.log(`service worker: precaching ${count} files, ${(size / 1024).toFixed(0)} KB`);
