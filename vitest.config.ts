import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Two projects: pure/shared and server code in Node, client components in jsdom.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: [
              'src/shared/**/*.test.ts',
              'src/server/**/*.test.ts',
              'scripts/**/*.test.ts',
              'eval/**/*.test.ts',
              'test/**/*.test.ts',
            ],
            setupFiles: ['test/setup-node.ts'],
            // One migrated PGlite per run; each suite loads its own copy (test/server-harness.ts).
            globalSetup: ['test/global-setup-node.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'client',
            environment: 'jsdom',
            include: ['src/client/**/*.test.{ts,tsx}'],
            setupFiles: ['test/setup-client.ts'],
            // Generous: CI shares two cores with a database and a browser.
            testTimeout: 20_000,
          },
        },
      ],
    },
  }),
);
