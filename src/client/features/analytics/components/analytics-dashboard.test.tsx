import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  analyticsResponseSchema,
  publicConfigSchema,
  type AnalyticsResponse,
} from '@shared/contracts/analytics';
import { createQueryClient } from '@client/lib/query-client';
import { AnalyticsDashboard } from './analytics-dashboard';

type Reply = { status?: number; body: unknown };
type Calls = { url: string; authorization: string | null }[];

function days(visits: number[]): AnalyticsResponse['daily'] {
  return visits.map((count, index) => ({
    day: `2026-03-${String(index + 1).padStart(2, '0')}`,
    visits: count,
  }));
}

const sample: AnalyticsResponse = analyticsResponseSchema.parse({
  totalVisits: 12345,
  recentVisits: 678,
  uniqueVisitors: 90,
  topPages: [
    { page: '/chat', count: 400 },
    { page: '/', count: 200 },
    { page: '/meditation', count: 78 },
  ],
  daily: days([...Array.from({ length: 29 }, () => 20), 98]),
});

/** A fetch stub whose answers must satisfy the shared contracts, as the real server's do. */
function stubServer(handlers: {
  config?: () => Reply;
  analytics: (authorization: string | null) => Reply;
}) {
  const calls: Calls = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const authorization = new Headers(init?.headers).get('authorization');
    calls.push({ url, authorization });
    let reply: Reply;
    if (url === '/api/config') {
      reply = handlers.config?.() ?? {
        body: { contactEmail: 'hello@steady.example', analyticsTokenRequired: false },
      };
      if ((reply.status ?? 200) === 200) publicConfigSchema.parse(reply.body);
    } else if (url === '/api/analytics') {
      reply = handlers.analytics(authorization);
      if ((reply.status ?? 200) === 200) analyticsResponseSchema.parse(reply.body);
    } else {
      throw new Error(`unexpected request ${url}`);
    }
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/** A server that asks for a token and accepts only `token`, answering others with `rejection`. */
function stubTokenServer(token: string, rejection: string) {
  return stubServer({
    config: () => ({
      body: { contactEmail: 'hello@steady.example', analyticsTokenRequired: true },
    }),
    analytics: (authorization) =>
      authorization === `Bearer ${token}`
        ? { body: sample }
        : { status: 401, body: { message: rejection } },
  });
}

function renderDashboard() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AnalyticsDashboard />
    </QueryClientProvider>,
  );
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('AnalyticsDashboard', () => {
  it('shows loading, then the three cards, the ranked pages and the chart summary', async () => {
    stubServer({ analytics: () => ({ body: sample }) });
    renderDashboard();
    expect(screen.getByText('Loading analytics...')).toBeInTheDocument();

    const total = await screen.findByRole('heading', { name: 'Total Visits' });
    expect(total.parentElement).toHaveTextContent('12,345');
    expect(screen.getByRole('heading', { name: 'Recent Visits' }).parentElement).toHaveTextContent(
      '678',
    );
    const unique = screen
      .getByRole('heading', { name: 'Unique Visitors' })
      .closest('div.rounded-xl');
    expect(unique).toHaveTextContent('90');
    expect(unique).toHaveTextContent(/sum of each day's unique visitors/);

    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1./chat400 visits',
      '2./200 visits',
      '3./meditation78 visits',
    ]);

    const chart = screen.getByRole('img', { name: 'Daily Visits' });
    expect(chart).toHaveAccessibleDescription(
      /678 visits from Mar 1 to Mar 30, about 22\.6 a day\. Busiest day: Monday, March 30, with 98\./,
    );
    expect(screen.queryByText('Failed to load analytics data')).not.toBeInTheDocument();
  });

  it('fetches again on Refresh Data', async () => {
    let total = 5;
    const calls = stubServer({ analytics: () => ({ body: { ...sample, totalVisits: total } }) });
    renderDashboard();
    await screen.findByText('5');
    total = 6;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh Data' }));
    expect(await screen.findByText('6')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/analytics')).toHaveLength(2);
  });

  it('shows the failure message, logged as a warning, and recovers on refresh', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let failing = true;
    stubServer({
      analytics: () => (failing ? { status: 500, body: { message: 'boom' } } : { body: sample }),
    });
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load analytics data');
    expect(warn).toHaveBeenCalled();
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh Data' }));
    expect(await screen.findByRole('heading', { name: 'Total Visits' })).toBeInTheDocument();
  });

  it('asks for the token when the server requires one, and sends it as a bearer token', async () => {
    const calls = stubTokenServer('right-token', 'Invalid analytics token.');
    renderDashboard();
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Analytics token');
    expect(calls.some((call) => call.url === '/api/analytics')).toBe(false);

    await user.type(input, 'wrong-token');
    await user.click(screen.getByRole('button', { name: 'View analytics' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That token was not accepted');
    expect(window.sessionStorage.length).toBe(0);

    await user.type(screen.getByLabelText('Analytics token'), 'right-token');
    await user.click(screen.getByRole('button', { name: 'View analytics' }));
    expect(await screen.findByRole('heading', { name: 'Total Visits' })).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ url: '/api/analytics', authorization: 'Bearer right-token' });
    expect(Object.values({ ...window.sessionStorage })).toContain('right-token');
  });

  it('uses a token kept in this tab without asking again', async () => {
    window.sessionStorage.setItem('steady.analyticsToken', 'kept-token');
    const calls = stubTokenServer('kept-token', 'no');
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Total Visits' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Analytics token')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/analytics')).toEqual([
      { url: '/api/analytics', authorization: 'Bearer kept-token' },
    ]);
  });

  it('says so when nothing has been recorded yet', async () => {
    stubServer({
      analytics: () => ({
        body: {
          ...sample,
          totalVisits: 0,
          recentVisits: 0,
          uniqueVisitors: 0,
          topPages: [],
          daily: days(Array(30).fill(0)),
        },
      }),
    });
    renderDashboard();
    expect(await screen.findByText('No visits recorded yet.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Daily Visits' })).toHaveAccessibleDescription(
      'No visits from Mar 1 to Mar 30.',
    );
  });
});
