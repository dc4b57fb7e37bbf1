import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Bundles the service worker (src/service-worker) with the Workbox modules it uses into one
// classic script. scripts/build-sw.mjs then writes the precache list into it, after the prerender
// step has produced the pages it lists.
export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/sw',
    emptyOutDir: true,
    target: 'es2022',
    lib: {
      entry: fileURLToPath(new URL('./src/service-worker/service-worker.ts', import.meta.url)),
      formats: ['iife'],
      name: 'steadyServiceWorker',
      fileName: () => 'sw.js',
    },
  },
});
