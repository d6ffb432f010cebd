import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@storefront/shared';
import { fakeApi, renderPage } from '../../test/renderPage';
import UsersPage from './UsersPage';

const admin: User = { _id: 'u1', email: 'admin@stitchline.com', role: 'admin', name: 'Ayesha Admin', createdAt: '2026-01-05T10:00:00.000Z' };
const customer: User = { _id: 'u2', email: 'karim@example.com', role: 'customer', name: 'Karim', createdAt: '2026-02-01T10:00:00.000Z' };
const otherAdmin: User = { _id: 'u3', email: 'second@stitchline.com', role: 'admin', name: '', createdAt: '2026-03-01T10:00:00.000Z' };

const rowOf = (email: string) => screen.getByRole('cell', { name: email }).closest('tr') as HTMLElement;

describe('UsersPage (Make Admin)', () => {
  it('lists every user with the count, role and joined date', async () => {
    fakeApi({ 'GET /user': { body: [admin, customer, otherAdmin] } });
    renderPage(<UsersPage />);
    expect(await screen.findByRole('heading', { name: 'All Users: 3' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    const row = within(rowOf('karim@example.com'));
    expect(row.getByText('Karim')).toBeInTheDocument();
    expect(row.getByText('customer')).toBeInTheDocument();
    expect(row.getByText('Feb 1, 2026')).toBeInTheDocument();
  });

  it('hides Make Admin for admins, and Remove User for the signed-in admin', async () => {
    fakeApi({ 'GET /user': { body: [admin, customer, otherAdmin] } });
    renderPage(<UsersPage />);
    await screen.findByRole('heading', { name: 'All Users: 3' });
    expect(within(rowOf('admin@stitchline.com')).queryByRole('button')).toBeNull();
    expect(within(rowOf('admin@stitchline.com')).getByText('You')).toBeInTheDocument();
    expect(within(rowOf('second@stitchline.com')).queryByRole('button', { name: /Make Admin/ })).toBeNull();
    expect(within(rowOf('second@stitchline.com')).getByRole('button', { name: /Remove User/ })).toBeInTheDocument();
    expect(within(rowOf('karim@example.com')).getByRole('button', { name: 'Make Admin karim@example.com' })).toBeInTheDocument();
  });

  it('makes a user admin, reloads the list and says so', async () => {
    let promoted = false;
    const api = fakeApi({
      'GET /user': () => ({ body: [admin, promoted ? { ...customer, role: 'admin' } : customer] }),
      'PUT /user/admin/karim%40example.com': () => {
        promoted = true;
        return { body: { acknowledged: true, modifiedCount: 1 } };
      },
    });
    const { toast } = renderPage(<UsersPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Make Admin/ }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Successfully made an admin'));
    expect(api.calls.filter((c) => c.path === '/user')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Make Admin/ })).toBeNull());
  });

  it("shows 'Failed to Make an admin' on a 403", async () => {
    fakeApi({
      'GET /user': { body: [admin, customer] },
      'PUT /user/admin/karim%40example.com': { status: 403, body: { error: { code: 'forbidden', message: 'Admins only' } } },
    });
    const { toast } = renderPage(<UsersPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Make Admin/ }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to Make an admin'));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('removes a user only after the confirmation, then reloads the list', async () => {
    let removed = false;
    const api = fakeApi({
      'GET /user': () => ({ body: removed ? [admin] : [admin, customer] }),
      'DELETE /user/karim%40example.com': () => {
        removed = true;
        return { body: { acknowledged: true, deletedCount: 1 } };
      },
    });
    const { toast } = renderPage(<UsersPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Remove User/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove User' });
    expect(dialog).toHaveAccessibleDescription(/Remove karim@example.com\?/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: /Remove User/ }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove User' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'All Users: 1' })).toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('karim@example.com was removed');
  });

  it("shows the server's 409 (the last admin) as a toast", async () => {
    fakeApi({
      'GET /user': { body: [admin, otherAdmin] },
      'DELETE /user/second%40stitchline.com': {
        status: 409,
        body: { error: { code: 'conflict', message: 'You cannot remove the last admin' } },
      },
    });
    const { toast } = renderPage(<UsersPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Remove User/ }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove User' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to remove the user. You cannot remove the last admin'));
    expect(screen.getByRole('heading', { name: 'All Users: 2' })).toBeInTheDocument();
  });

  it('Escape closes the confirmation', async () => {
    fakeApi({ 'GET /user': { body: [admin, customer] } });
    renderPage(<UsersPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Remove User/ }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    fakeApi({ 'GET /user': { status: 500, body: { error: { code: 'internal', message: 'Database down' } } } });
    renderPage(<UsersPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The users could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
