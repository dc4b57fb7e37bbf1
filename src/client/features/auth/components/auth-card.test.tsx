import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginPayloadSchema, registerPayloadSchema, userSchema } from '@shared/contracts/auth';
import { Toaster } from '@client/components/ui/toaster';
import { createQueryClient } from '@client/lib/query-client';
import { expectLinkTo } from '@client/testing/expect-link';
import { AuthCard } from './auth-card';

type Reply = { status: number; body: unknown } | Error;
type Call = { url: string; method: string; body: unknown };

/** Stubs fetch for the auth calls; request bodies must satisfy the shared contracts. */
function stubApi(reply: Reply | Promise<Reply>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body: unknown = JSON.parse(String(init.body));
      calls.push({ url, method: String(init.method), body });
      if (url === '/api/login') loginPayloadSchema.parse(body);
      else if (url === '/api/register') registerPayloadSchema.parse(body);
      else throw new Error(`unexpected request ${url}`);
      const answer = await reply;
      if (answer instanceof Error) throw answer;
      if (answer.status < 300) userSchema.parse(answer.body);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderCard() {
  const queryClient = createQueryClient();
  const onSuccess = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AuthCard onSuccess={onSuccess} />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { queryClient, onSuccess, user: userEvent.setup() };
}

async function expectToast(title: string, description: string) {
  // The description differs between consecutive toasts, so waiting for it cannot match a stale one.
  expect((await screen.findAllByText(description)).length).toBeGreaterThan(0);
  expect(screen.getAllByText(title).length).toBeGreaterThan(0);
}

afterEach(() => vi.unstubAllGlobals());

// Generous: the shared 2-core machine can be busy with builds.
describe('AuthCard', { timeout: 15_000 }, () => {
  it('shows the login tab with its copy, remember-me checked by default and the legal links', () => {
    renderCard();
    expect(screen.getByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Login to Your Account' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Enter your username and password to access your account'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('placeholder', 'Enter your username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    const remember = screen.getByRole('checkbox', { name: 'Stay signed in on this device' });
    expect(remember).toBeChecked();
    expect(remember).toHaveAccessibleDescription('Keep me logged in across sessions');
    expectLinkTo('Terms of Service', '/terms');
    expectLinkTo('Privacy Policy', '/privacy');
  });

  it('switches to the sign-up tab with its own copy and the optional email', async () => {
    const { user } = renderCard();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByText('Sign up to track your progress across devices')).toBeInTheDocument();
    expect(screen.getByLabelText('Email (Optional)')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('checkbox', { name: 'Stay signed in on this device' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('shows the spec’s validation messages and sends nothing', async () => {
    const calls = stubApi({ status: 200, body: { id: 1, username: 'sam' } });
    const { user } = renderCard();
    await user.type(screen.getByLabelText('Username'), 'ab');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'Username must be at least 3 characters',
    );

    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText('Username'), 'sam');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Email (Optional)'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('logs in: pending state, the cached user, the welcome toast', async () => {
    let answer: (reply: Reply) => void = () => {};
    const calls = stubApi(new Promise<Reply>((resolve) => (answer = resolve)));
    const { user, queryClient, onSuccess } = renderCard();
    await user.type(screen.getByLabelText('Username'), 'sam');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(calls).toEqual([
      {
        url: '/api/login',
        method: 'POST',
        body: { username: 'sam', password: 'secret12', rememberMe: true },
      },
    ]);
    answer({ status: 200, body: { id: 7, username: 'Sam' } });

    await expectToast('Login successful', 'Welcome back, Sam!');
    expect(queryClient.getQueryData(['/api/user'])).toEqual({ id: 7, username: 'Sam' });
    expect(onSuccess).toHaveBeenCalledWith({ id: 7, username: 'Sam' });
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('shows the server’s message when login fails, and the throttle message on 429', async () => {
    stubApi({ status: 401, body: { message: 'Invalid username or password' } });
    const { user, onSuccess } = renderCard();
    await user.type(screen.getByLabelText('Username'), 'sam');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await expectToast('Login failed', 'Invalid username or password');
    expect(onSuccess).not.toHaveBeenCalled();

    const wait = 'Too many failed login attempts. Please wait 15 minutes and try again.';
    stubApi({ status: 429, body: { message: wait } });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await expectToast('Login failed', wait);
  });

  it('falls back to the spec’s text when the network fails', async () => {
    stubApi(new TypeError('Failed to fetch'));
    const { user } = renderCard();
    await user.type(screen.getByLabelText('Username'), 'sam');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await expectToast('Login failed', 'Invalid username or password');
  });

  it('signs up without email and remember-me, then welcomes the user', async () => {
    const calls = stubApi({ status: 201, body: { id: 9, username: 'newbie' } });
    const { user, queryClient, onSuccess } = renderCard();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText('Username'), 'newbie');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('checkbox', { name: 'Stay signed in on this device' }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await expectToast('Registration successful', 'Welcome to Steady, newbie!');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/register');
    expect(calls[0]?.body).toEqual({ username: 'newbie', password: 'secret12', rememberMe: false });
    expect(queryClient.getQueryData(['/api/user'])).toEqual({ id: 9, username: 'newbie' });
    expect(onSuccess).toHaveBeenCalled();
  });

  it('shows the server’s message for a taken username and the fallback otherwise', async () => {
    const taken = 'That username is already taken. Please choose another.';
    stubApi({ status: 409, body: { message: taken } });
    const { user } = renderCard();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText('Username'), 'sam');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Email (Optional)'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectToast('Registration failed', taken);

    stubApi(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectToast('Registration failed', 'Could not create account');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled(),
    );
  });

  it('shows the password rules on the sign-up form: strength, username and the server blocklist', async () => {
    const common =
      'This password is on a list of commonly used passwords. Choose one that is harder to guess.';
    const calls = stubApi({ status: 400, body: { message: `Invalid password: ${common}` } });
    const { user } = renderCard();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(/At least 8 characters/);
    await user.type(screen.getByLabelText('Username'), 'sammy');
    await user.type(password, 'sammy123');
    expect(password).toHaveAccessibleDescription(/Strength: weak/);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must not contain your username')).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.clear(password);
    await user.type(password, 'iloveyou1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(common)).toBeVisible();
    expect(password).toHaveAccessibleDescription(common);
  });
});
