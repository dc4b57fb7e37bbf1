import { defineConfig, devices } from '@playwright/test';
import { SERVER_NODE_ARGS } from './scripts/server-node-args.mjs';

// End-to-end tests drive Debian's Chromium against the built app served by the real server on
// an in-memory PGlite. Playwright never downloads a browser here.
const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromium,
        viewport: { width: 1280, height: 800 },
      },
    },
  ],
  webServer: {
    command: `node ${SERVER_NODE_ARGS.join(' ')} src/server/main.ts`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_CHAT_PER_MIN: '0',
      RATE_LIMIT_LOGIN_PER_15MIN: '0',
    },
  },
});
