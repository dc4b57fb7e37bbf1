import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionList } from '@shared/contracts/account-security';
import { Toaster } from '@client/components/ui/toaster';
import { createQueryClient } from '@client/lib/query-client';
import { ChangePasswordForm } from './change-password-form';
import { SessionsCard } from './sessions-card';

type Answer = { status: number; body: unknown };

/** Answers each "METHOD url" from `routes`; records every call with its body. */
function stubApi(routes: Record<string, Answer | (() => Answer)>) {
  const calls: { call: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = `${init.method ?? 'GET'} ${url}`;
      calls.push({ call, ...(init.body ? { body: JSON.parse(String(init.body)) } : {}) });
      const route = routes[call];
      const answer = typeof route === 'function' ? route() : route;
      if (!answer) throw new Error(`unexpected ${call}`);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderWithQueries(ui: ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

const SESSIONS: SessionList = {
  sessions: [
    {
      id: '3b241101-e2bb-4255-8caf-4136c566a962',
      device: 'Chrome on Android',
      createdAt: '2026-01-10T10:00:00.000Z',
      lastUsedAt: '2026-01-12T10:00:00.000Z',
      persistent: true,
      current: false,
    },
    {
      id: '5c0e5b8e-1f7a-4d0e-9a52-2c3c8f0b7e11',
      device: 'Firefox on macOS',
      createdAt: '2026-01-14T10:00:00.000Z',
      lastUsedAt: '2026-01-15T10:00:00.000Z',
      persistent: false,
      current: true,
    },
  ],
};

describe('account security (issue 20)', { timeout: 45_000 }, () => {
  it('gives the sign-up reasons before asking the server, then shows its answer under the field', async () => {
    const calls = stubApi({
      'POST /api/protected/password': {
        status: 403,
        body: { message: 'That password is not right. Please try again.' },
      },
    });
    const user = renderWithQueries(<ChangePasswordForm username="sam_r" />);
    await user.type(screen.getByLabelText('Current password'), 'old pass');
    await user.type(screen.getByLabelText('New password'), 'short12');
    expect(screen.getByText(/At least 8 characters/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Sam_R-was-here-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must not contain your username')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'a quite long new phrase');
    expect(screen.getByText(/Strength: strong/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('That password is not right. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([
      {
        call: 'POST /api/protected/password',
        body: { currentPassword: 'old pass', newPassword: 'a quite long new phrase' },
      },
    ]);
  });

  it('lists sessions with this device marked, and signs out one or all the others', async () => {
    let list = SESSIONS;
    const calls = stubApi({
      'GET /api/protected/sessions': () => ({ status: 200, body: list }),
      [`DELETE /api/protected/sessions/${SESSIONS.sessions[0]?.id ?? ''}`]: () => {
        list = { sessions: SESSIONS.sessions.slice(1) };
        return { status: 200, body: { message: 'That session has been signed out.' } };
      },
      'POST /api/protected/sessions/sign-out-others': {
        status: 200,
        body: { message: 'Signed out of 0 other sessions.' },
      },
    });
    const user = renderWithQueries(<SessionsCard />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Chrome on Android');
    expect(items[1]).toHaveTextContent('Firefox on macOS');
    expect(items[1]).toHaveTextContent('This device');
    expect(screen.getAllByRole('button', { name: /^Sign out Chrome on Android/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /^Sign out Chrome on Android/ }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
    expect(screen.getByText('You are signed in on this device only.')).toBeInTheDocument();
    expect(calls.map((c) => c.call)).toContain(
      `DELETE /api/protected/sessions/${SESSIONS.sessions[0]?.id ?? ''}`,
    );
  });
});
