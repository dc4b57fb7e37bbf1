import type { APIRequestContext, Page } from '@playwright/test';
import { expect, gotoAndSettle, test } from './fixtures';

type Analytics = {
  totalVisits: number;
  recentVisits: number;
  uniqueVisitors: number;
  topPages: { page: string; count: number }[];
};

async function readAnalytics(request: APIRequestContext): Promise<Analytics> {
  const response = await request.get('/api/analytics');
  expect(response.status()).toBe(200);
  return response.json();
}

/** Loads a page and waits for the app's one visit report to be acknowledged. */
async function loadAndTrack(page: Page, path: string) {
  const tracked = page.waitForResponse((response) => response.url().endsWith('/api/track-visit'));
  await gotoAndSettle(page, path);
  expect((await tracked).status()).toBe(204);
}

test.describe('visit analytics', () => {
  test('each app load is counted once, by path only', async ({ page }) => {
    const before = await readAnalytics(page.request);
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/track-visit')) reports.push(request.postData() ?? '');
    });
    await loadAndTrack(page, '/meditation?utm_source=newsletter&email=someone@example.com#box');
    // Moving around inside the app is not a new load.
    await page.getByRole('banner').getByRole('link', { name: 'Resources' }).first().click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(reports).toHaveLength(1);
    expect(JSON.parse(reports[0] ?? '{}').page).toBe('/meditation');
    const after = await readAnalytics(page.request);
    expect(after.totalVisits).toBe(before.totalVisits + 1);
    expect(after.recentVisits).toBe(before.recentVisits + 1);
    const meditation = after.topPages.find((entry) => entry.page === '/meditation');
    expect(meditation?.count).toBe(
      (before.topPages.find((entry) => entry.page === '/meditation')?.count ?? 0) + 1,
    );
    expect(after.topPages.some((entry) => /[?#]/.test(entry.page))).toBe(false);
  });

  test('a crawler is answered but not counted', async ({ page }) => {
    const before = await readAnalytics(page.request);
    const response = await page.request.post('/api/track-visit', {
      headers: {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
      data: {
        page: '/',
        userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
    });
    expect(response.status()).toBe(204);
    expect((await readAnalytics(page.request)).totalVisits).toBe(before.totalVisits);
  });

  test('the page shows the cards, ranked pages and chart, and Refresh Data fetches again', async ({
    page,
    checkA11y,
    shot,
  }) => {
    await loadAndTrack(page, '/chat');
    await loadAndTrack(page, '/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Visit Analytics' })).toBeVisible();
    for (const name of ['Total Visits', 'Recent Visits', 'Unique Visitors', 'Most Visited Pages']) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
    await expect(page.getByText(/sum of each day's unique visitors/)).toBeVisible();
    const chart = page.getByRole('img', { name: 'Daily Visits' });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleDescription(
      /visits from .* about .* a day\. Busiest day: /,
    );
    const ranked = page.getByRole('list').filter({ hasText: '/chat' });
    await expect(ranked.getByRole('listitem').first()).toContainText(/^1\./);

    // Another visitor arrives; Refresh Data shows it without reloading the page.
    await page.request.post('/api/track-visit', {
      data: { page: '/e2e-refresh', userAgent: 'Mozilla/5.0 (e2e refresh) Chrome/140.0' },
    });
    const expected = (await readAnalytics(page.request)).totalVisits;
    const refetched = page.waitForResponse((response) => response.url().endsWith('/api/analytics'));
    await page.getByRole('button', { name: 'Refresh Data' }).click();
    await refetched;
    const totalCard = page.getByRole('heading', { name: 'Total Visits' }).locator('..');
    await expect(totalCard).toContainText(expected.toLocaleString('en-US'));
    await expect(page.getByRole('list').filter({ hasText: '/chat' })).toContainText('/e2e-refresh');

    await checkA11y();
    await shot('analytics-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await checkA11y();
    await shot('analytics-390');
  });

  test('in dark mode it passes axe too', async ({ page, checkA11y, shot }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoAndSettle(page, '/analytics');
    await expect(page.getByRole('heading', { name: 'Total Visits' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await checkA11y();
    await shot('analytics-1280-dark');
  });

  test('asks for the token when the operator set one, and sends it as a bearer token', async ({
    page,
    checkA11y,
    shot,
  }) => {
    // This server runs without ANALYTICS_TOKEN, so the protected answers are played here.
    const seen: (string | undefined)[] = [];
    await page.route('**/api/config', (route) =>
      route.fulfill({
        json: { contactEmail: 'hello@steady.example', analyticsTokenRequired: true },
      }),
    );
    await page.route('**/api/analytics', async (route) => {
      const authorization = route.request().headers().authorization;
      seen.push(authorization);
      if (authorization !== 'Bearer e2e-secret')
        return route.fulfill({ status: 401, json: { message: 'Invalid analytics token.' } });
      return route.fulfill({
        response: await route.fetch({
          headers: { ...route.request().headers(), authorization: '' },
        }),
      });
    });
    await gotoAndSettle(page, '/analytics');
    const input = page.getByLabel('Analytics token');
    await expect(input).toBeVisible();
    expect(seen).toEqual([]);
    await checkA11y();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('analytics-token-390');

    await input.fill('not-it');
    await page.getByRole('button', { name: 'View analytics' }).click();
    await expect(page.getByRole('alert')).toContainText('That token was not accepted');
    await checkA11y();

    await page.getByLabel('Analytics token').fill('e2e-secret');
    await page.getByLabel('Analytics token').press('Enter');
    await expect(page.getByRole('heading', { name: 'Total Visits' })).toBeVisible();
    expect(seen).toEqual(['Bearer not-it', 'Bearer e2e-secret']);

    // Kept for this tab: a reload does not ask again.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Total Visits' })).toBeVisible();
    await expect(page.getByLabel('Analytics token')).toHaveCount(0);
  });
});
