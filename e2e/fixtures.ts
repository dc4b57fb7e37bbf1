import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Locator, type Page } from '@playwright/test';

export { expect };

type Fixtures = {
  /** Signs up a fresh user through the API; the browser context shares its session cookie. */
  signUp: (username?: string) => Promise<{ username: string; password: string }>;
  /** Fails the test on any axe violation (WCAG 2.2 AA rules) on the current page state. */
  checkA11y: (options?: { exclude?: string[]; include?: string[] }) => Promise<void>;
  /** Saves a full-page screenshot under test-results/screens/<name>.png for a human to look at. */
  shot: (name: string) => Promise<void>;
  /** Lets this test's page log an error it provokes on purpose (a 400 for a bad upload, say). */
  allowConsoleError: (pattern: RegExp) => void;
  guard: void;
  /** Deletes, after the test, every account the test created (by the API or through the page). */
  cleanUpUsers: void;
};

type Credentials = { username: string; password: string };
const createdByTest = new Map<string, Credentials[]>();
const remember = (testId: string, user: Credentials) =>
  createdByTest.set(testId, [...(createdByTest.get(testId) ?? []), user]);

let counter = 0;
const allowed = new Map<string, RegExp[]>();

export const test = base.extend<Fixtures>({
  signUp: async ({ page }, use, testInfo) => {
    await use(async (username) => {
      counter += 1;
      const name = username ?? `e2e${Date.now().toString(36)}${counter}`;
      const password = 'a-long-passphrase';
      const response = await page.request.post('/api/register', {
        data: { username: name, password, rememberMe: true },
      });
      expect(response.status(), await response.text()).toBe(201);
      remember(testInfo.testId, { username: name, password });
      return { username: name, password };
    });
  },

  checkA11y: async ({ page }, use) => {
    await use(async (options) => {
      let builder = new AxeBuilder({ page }).withTags([
        'wcag2a',
        'wcag2aa',
        'wcag21a',
        'wcag21aa',
        'wcag22aa',
      ]);
      for (const selector of options?.exclude ?? []) builder = builder.exclude(selector);
      for (const selector of options?.include ?? []) builder = builder.include(selector);
      // axe reads colours as they are at that instant. A link that comes up under the pointer
      // after a reload is caught halfway through its hover transition, a blend of two colours
      // that lasts a blink, and failed contrast now and then. Finite transitions and animations
      // finish first; endless ones (the breathing circle) are left running. The pointer is moved
      // off the page's links first, and two frames are let pass, so a hover transition that was
      // about to start has started before the wait (a CI run caught the nav's link mid-blend).
      await page.mouse.move(0, 0);
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          ),
      );
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );
      const results = await builder.analyze();
      const summary = results.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 5)
            .join('\n    ')}`,
      );
      expect(summary, `axe violations on ${page.url()}`).toEqual([]);
    });
  },

  shot: async ({ page }, use) => {
    await use(async (name) => {
      await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
    });
  },

  allowConsoleError: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function names from its first parameter.
    async ({}, use, testInfo) => {
      // The guard, set up first and torn down last, reads and clears the list.
      await use((pattern) =>
        allowed.set(testInfo.testId, [...(allowed.get(testInfo.testId) ?? []), pattern]),
      );
    },
    { scope: 'test' },
  ],

  // Accounts outlive a test otherwise (for as long as the server runs, or for good against a
  // persistent DATA_DIR). Sign-ups through the page are seen on the wire; the account is deleted
  // through the API the app itself uses, after signing in afresh (the test may have signed out).
  cleanUpUsers: [
    async ({ page, playwright, baseURL }, use, testInfo) => {
      page.on('request', (request) => {
        if (request.method() !== 'POST' || !request.url().endsWith('/api/register')) return;
        const body = request.postDataJSON() as Partial<Credentials> | null;
        if (body?.username && body.password)
          remember(testInfo.testId, { username: body.username, password: body.password });
      });
      await use();
      const users = createdByTest.get(testInfo.testId) ?? [];
      createdByTest.delete(testInfo.testId);
      for (const user of users) {
        const api = await playwright.request.newContext({ baseURL });
        try {
          const login = await api.post('/api/login', { data: { ...user, rememberMe: false } });
          // Not there (the test deleted it, or the sign-up was refused): nothing to clean.
          if (login.status() !== 200) continue;
          // Deletion asks for the password again first, as the app's dialog does (issue 20).
          const reauth = await api.post('/api/protected/reauth', {
            data: { password: user.password },
          });
          expect(reauth.status(), `re-authenticating e2e user ${user.username}`).toBe(200);
          const deleted = await api.delete('/api/protected/account');
          expect(deleted.status(), `deleting e2e user ${user.username}`).toBe(200);
        } finally {
          await api.dispose();
        }
      }
    },
    { auto: true },
  ],

  // Privacy and quality guard for every test: no request leaves our origin, and the page logs
  // no errors.
  guard: [
    async ({ page, baseURL }, use, testInfo) => {
      const foreign: string[] = [];
      const errors: string[] = [];
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      page.on('request', (request) => {
        const url = request.url();
        if (/^(data|blob|about|chrome-extension):/.test(url)) return;
        if (new URL(url).origin !== origin) foreign.push(url);
      });
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      const allowedErrors = allowed.get(testInfo.testId) ?? [];
      allowed.delete(testInfo.testId);
      expect(foreign, 'requests to another origin').toEqual([]);
      expect(
        errors.filter(
          (e) => !isExpectedError(e) && !allowedErrors.some((pattern) => pattern.test(e)),
        ),
        'console errors',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

// A 401 from /api/user while signed out is how the app learns nobody is signed in; the browser
// reports it as a failed resource, which is not an application error. Neither is a request that
// fails because a test took the browser offline (context.setOffline).
function isExpectedError(text: string): boolean {
  return (
    /Failed to load resource: the server responded with a status of (401|404|429)/.test(text) ||
    /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/.test(text)
  );
}

/** Opens a page and waits until React has hydrated it (RouteEffects sets the mark). */
export async function gotoAndSettle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Presses Tab (or `key`, e.g. Shift+Tab) until `target` has focus: the way a keyboard user gets
 * there. Fails after `limit` presses rather than looping for ever.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { limit = 60, key = 'Tab' }: { limit?: number; key?: 'Tab' | 'Shift+Tab' } = {},
): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `${key} ${limit} times did not reach it`).toBeFocused();
}
