import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_DELETED_MESSAGE } from '@shared/contracts/account';
import { Toaster } from '@client/components/ui/toaster';
import { createQueryClient } from '@client/lib/query-client';
import { DeleteAccountDialog } from './delete-account-dialog';

const REAUTH_OK = { status: 200, body: { message: 'Password confirmed.', validUntil: 'x' } };

let sent: unknown[] = [];

/** Answers the re-authentication call with `reauth`, the deletion with `status` and `body`. */
function stubDelete(
  status: number,
  body: unknown,
  reauth: { status: number; body: unknown } = REAUTH_OK,
) {
  const calls: string[] = [];
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push(`${String(init.method)} ${url}`);
      if (init.body) sent.push(JSON.parse(String(init.body)));
      const answer = url === '/api/protected/reauth' ? reauth : { status, body };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

// Stands in for the header, which observes the current user while the dialog works.
function SignedInAs() {
  const { data } = useQuery<{ username: string } | null>({
    queryKey: ['/api/user'],
    queryFn: () => null,
  });
  return <p>{data ? `Signed in as ${data.username}` : 'Signed out'}</p>;
}

function renderDialog() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/api/user'], { id: 3, username: 'Sam' });
  queryClient.setQueryData(
    ['/api/mood'],
    [{ id: 1, value: 2, note: 'private', date: '2026-01-01T00:00:00Z' }],
  );
  const onOpenChange = vi.fn();
  const onDeleted = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <SignedInAs />
      <DeleteAccountDialog username="Sam" open onOpenChange={onOpenChange} onDeleted={onDeleted} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { queryClient, onOpenChange, onDeleted, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

// Generous: the shared 2-core machine can be busy with builds.
describe('DeleteAccountDialog', { timeout: 15_000 }, () => {
  it('deletes only after the username and password are typed, then forgets the account in this tab', async () => {
    const calls = stubDelete(200, { message: ACCOUNT_DELETED_MESSAGE });
    const { user, queryClient, onDeleted, onOpenChange } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('cannot be undone');
    const confirm = screen.getByRole('button', { name: 'Delete account' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText(/Type your username/), 'sa');
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText(/Type your username/), 'm');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText('Enter your password')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.type(screen.getByLabelText('Your password'), 'correct horse');
    await user.click(confirm);

    expect((await screen.findAllByText(ACCOUNT_DELETED_MESSAGE)).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Account deleted').length).toBeGreaterThan(0);
    expect(calls).toEqual(['POST /api/protected/reauth', 'DELETE /api/protected/account']);
    expect(sent).toEqual([{ password: 'correct horse' }]);
    expect(onDeleted).toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(queryClient.getQueryData(['/api/user'])).toBeNull();
    expect(queryClient.getQueryData(['/api/mood'])).toBeUndefined();
    expect(screen.getByText('Signed out')).toBeInTheDocument();
  });

  it('shows a wrong password under the field and deletes nothing (issue 20)', async () => {
    const calls = stubDelete(
      200,
      {},
      {
        status: 403,
        body: { message: 'That password is not right. Please try again.' },
      },
    );
    const { user, onDeleted } = renderDialog();
    await user.type(screen.getByLabelText(/Type your username/), 'sam');
    await user.type(screen.getByLabelText('Your password'), 'wrong one');
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(
      await screen.findByText('That password is not right. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual(['POST /api/protected/reauth']);
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('keeps everything and says why when the server refuses', async () => {
    stubDelete(401, { message: 'Please log in to continue.' });
    const { user, queryClient, onDeleted } = renderDialog();
    expect(screen.getByText('Signed in as Sam')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Type your username/), 'sam');
    await user.type(screen.getByLabelText('Your password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    expect((await screen.findAllByText('Please log in to continue.')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Could not delete account').length).toBeGreaterThan(0);
    expect(onDeleted).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(['/api/user'])).toEqual({ id: 3, username: 'Sam' });
  });

  it('closes on Cancel without calling the server', async () => {
    const calls = stubDelete(200, {});
    const { user, onOpenChange } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls).toEqual([]);
  });
});
