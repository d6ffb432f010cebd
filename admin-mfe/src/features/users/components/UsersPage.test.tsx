import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@storefront/shared';
import { pageOf } from '@storefront/shared/testing';
import { fakeApi, renderPage } from '../../../test/renderPage';
import UsersPage from './UsersPage';

const user = (over: Partial<User> & Pick<User, '_id' | 'email'>): User => ({
  role: 'customer',
  name: '',
  emailVerified: true,
  createdAt: '2026-01-05T10:00:00.000Z',
  removedAt: null,
  ...over,
});
const admin = user({ _id: 'u1', email: 'admin@stitchline.com', role: 'admin', name: 'Ayesha Admin' });
const customer = user({ _id: 'u2', email: 'karim@example.com', name: 'Karim', createdAt: '2026-02-01T10:00:00.000Z' });
const otherAdmin = user({ _id: 'u3', email: 'second@stitchline.com', role: 'admin', createdAt: '2026-03-01T10:00:00.000Z' });
const unverified = user({ _id: 'u4', email: 'new@example.com', name: 'New', emailVerified: false });

const rowOf = (email: string) => screen.getByRole('cell', { name: email }).closest('tr') as HTMLElement;

describe('UsersPage (Make Admin)', () => {
  it('lists every user with the count, role and joined date', async () => {
    fakeApi({ 'GET /user': { body: pageOf([admin, customer, otherAdmin]) } });
    renderPage(<UsersPage />);
    expect(await screen.findByRole('heading', { name: 'All Users: 3' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    const row = within(rowOf('karim@example.com'));
    expect(row.getByText('Karim')).toBeInTheDocument();
    expect(row.getByText('customer')).toBeInTheDocument();
    expect(row.getByText('Feb 1, 2026')).toBeInTheDocument();
  });

  it('hides Make Admin for admins, and Remove User for the signed-in admin', async () => {
    fakeApi({ 'GET /user': { body: pageOf([admin, customer, otherAdmin]) } });
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
      'GET /user': () => ({ body: pageOf([admin, promoted ? { ...customer, role: 'admin' } : customer]) }),
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
      'GET /user': { body: pageOf([admin, customer]) },
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
      'GET /user': () => ({ body: pageOf(removed ? [admin] : [admin, customer]) }),
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
      'GET /user': { body: pageOf([admin, otherAdmin]) },
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

  it('shows who is verified and offers Make Admin only for a verified address', async () => {
    fakeApi({ 'GET /user': { body: pageOf([admin, customer, unverified]) } });
    renderPage(<UsersPage />);
    await screen.findByRole('heading', { name: 'All Users: 3' });
    expect(within(rowOf('karim@example.com')).getByText('verified')).toBeInTheDocument();
    const row = within(rowOf('new@example.com'));
    expect(row.getByText('not verified')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /Make Admin/ })).toBeNull();
    expect(row.getByText('Admin needs a verified e-mail')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Remove User new@example.com' })).toBeInTheDocument();
  });

  it('lists removed users apart and restores one', async () => {
    let restored = false;
    const gone = user({ _id: 'u9', email: 'gone@example.com', name: 'Gone', removedAt: '2026-04-02T10:00:00.000Z' });
    const api = fakeApi({
      'GET /user': () => ({ body: pageOf(restored ? [admin, { ...gone, removedAt: null }] : [admin]) }),
      'GET /user?removed=true': () => ({ body: pageOf(restored ? [] : [gone]) }),
      'PUT /user/restore/u9': () => {
        restored = true;
        return { body: { acknowledged: true, modifiedCount: 1 } };
      },
    });
    const { toast } = renderPage(<UsersPage />);
    await screen.findByRole('heading', { name: 'All Users: 1' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'true' } });
    expect(await screen.findByRole('heading', { name: 'Removed Users: 1' })).toBeInTheDocument();
    expect(within(rowOf('gone@example.com')).getByText('Apr 2, 2026')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Restore gone@example.com' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('gone@example.com was restored'));
    expect(await screen.findByText('No removed users yet')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT' && c.path === '/user/restore/u9')).toBe(true);
  });

  it('Escape closes the confirmation', async () => {
    fakeApi({ 'GET /user': { body: pageOf([admin, customer]) } });
    renderPage(<UsersPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Remove User/ }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('searches and filters by role on the server, and sorts by a column', async () => {
    const api = fakeApi({
      'GET /user': { body: pageOf([admin, customer, otherAdmin]) },
      'GET /user?role=admin': { body: pageOf([admin, otherAdmin]) },
      'GET /user?q=second&role=admin': { body: pageOf([otherAdmin]) },
      'GET /user?q=second&role=admin&sort=email': { body: pageOf([otherAdmin]) },
      'GET /user?q=nobody&role=admin&sort=email': { body: pageOf([]) },
    });
    renderPage(<UsersPage />);
    await screen.findByRole('heading', { name: 'All Users: 3' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'admin' } });
    expect(await screen.findByRole('heading', { name: 'All Users: 2' })).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    fireEvent.change(search, { target: { value: 'second' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: 'All Users: 1' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending'));
    fireEvent.change(search, { target: { value: 'nobody' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(await screen.findByText('No users match')).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toContain('/user?q=nobody&role=admin&sort=email');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    fakeApi({ 'GET /user': { status: 500, body: { error: { code: 'internal', message: 'Database down' } } } });
    renderPage(<UsersPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The users could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
