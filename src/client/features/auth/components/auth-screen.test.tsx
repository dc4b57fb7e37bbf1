import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@client/lib/query-client';
import { setUser } from '../api/get-user';
import { AuthScreen } from './auth-screen';

function renderAt(user: { id: number; username: string } | null) {
  setUser(user);
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/auth']}>
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/auth" element={<AuthScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AuthScreen', () => {
  it('sends a signed-in visitor home', () => {
    renderAt({ id: 1, username: 'sam' });
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Login to Your Account' }),
    ).not.toBeInTheDocument();
  });

  it('shows the welcome panel with its four feature cards beside the form', () => {
    renderAt(null);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Login to Your Account' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Welcome to Steady' }),
    ).toBeInTheDocument();
    for (const title of [
      'Privacy-Focused',
      'Progress Tracking',
      'Research-Backed',
      '24/7 Available',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });
});
