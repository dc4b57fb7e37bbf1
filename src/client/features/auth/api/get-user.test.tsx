import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userSchema } from '@shared/contracts/auth';
import { createQueryClient } from '@client/lib/query-client';

type Answer = { status: number; body: unknown };

/** Stubs GET /api/user; any other request fails the test. */
function stubUser(answer: Answer | Promise<Answer>) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url !== '/api/user') throw new Error(`unexpected request ${url}`);
    const { status, body } = await answer;
    if (status === 200) userSchema.parse(body);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// The store lives for a page load; each test gets a fresh one.
async function freshStore() {
  vi.resetModules();
  const store = await import('./get-user');
  function Who() {
    const { user, isLoading } = store.useUser();
    if (isLoading) return <p>Loading</p>;
    return <p>{user ? `Signed in as ${user.username}` : 'Signed out'}</p>;
  }
  return { ...store, Who };
}

afterEach(() => vi.unstubAllGlobals());

describe('the current user store', () => {
  it('asks the server once, however many components show the user', async () => {
    const fetchMock = stubUser({ status: 200, body: { id: 1, username: 'sam' } });
    const { Who } = await freshStore();
    render(
      <>
        <Who />
        <Who />
      </>,
    );
    expect(screen.getAllByText('Loading')).toHaveLength(2);
    expect(await screen.findAllByText('Signed in as sam')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('treats a 401 as nobody signed in', async () => {
    stubUser({ status: 401, body: { message: 'Not authenticated' } });
    const { Who } = await freshStore();
    render(<Who />);
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
  });

  it('follows login and logout through the query cache, even before the first answer', async () => {
    let answer: (value: Answer) => void = () => undefined;
    stubUser(new Promise<Answer>((resolve) => (answer = resolve)));
    const { Who, syncUserWithQueryCache } = await freshStore();
    const queryClient = createQueryClient();
    syncUserWithQueryCache(queryClient);
    render(<Who />);
    expect(screen.getByText('Loading')).toBeInTheDocument();

    act(() => queryClient.setQueryData(['/api/user'], { id: 2, username: 'newbie' }));
    expect(screen.getByText('Signed in as newbie')).toBeInTheDocument();
    // The answer to the request sent before the login must not sign the user out again.
    await act(async () => answer({ status: 401, body: { message: 'Not authenticated' } }));
    expect(screen.getByText('Signed in as newbie')).toBeInTheDocument();

    act(() => queryClient.setQueryData(['/api/user'], null));
    expect(screen.getByText('Signed out')).toBeInTheDocument();
  });

  it('hydrates prerendered HTML without a mismatch when the user is already known', async () => {
    stubUser({ status: 200, body: { id: 1, username: 'sam' } });
    const { Who, setUser } = await freshStore();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Who />);
    document.body.append(container);
    expect(container).toHaveTextContent('Loading');
    setUser({ id: 1, username: 'sam' });

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Who />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(container).toHaveTextContent('Signed in as sam');
    expect(errors).toEqual([]);
    container.remove();
  });
});
