import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const src = (dir: string) => fileURLToPath(new URL(`./src/${dir}`, import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@shared': src('shared'),
      '@client': src('client'),
      '@server': src('server'),
    },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Keeping every asset a separate file lets the strict CSP forbid data: and inline sources.
    assetsInlineLimit: 0,
    target: 'es2022',
    manifest: true,
    // Every browser Steady targets (es2022) supports <link rel="modulepreload">; the polyfill was
    // 0.5 KB gzip of the home page's first-paint budget (DESIGN.md §6) doing nothing.
    modulePreload: {
      polyfill: false,
      // The route table on / lists, for every route, the chunks to preload with it, and that
      // list is part of the home page's budget (DESIGN.md §6). Two kinds of page do without:
      // - behind sign-in (account, progress, journal): they show a spinner until /api/user
      //   answers anyway, so their chunks are fetched when the page loads (one step later);
      // - linked from nowhere in the app (analytics, the operator's page; logo): they are only
      //   ever opened by address, never by an in-app navigation that could use the list.
      // Their prerendered HTML still preloads every chunk they need.
      resolveDependencies: (file, deps) =>
        /(?:^|\/)(?:account|progress|journal|analytics|logo)-page-[^/]+\.js$/.test(file)
          ? []
          : deps,
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
});
