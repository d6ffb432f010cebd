import { fireEvent, screen } from '@testing-library/react';
import { endpoints, plural, type User } from '@storefront/shared';
import { pageOf } from '@storefront/shared/testing';
import { fakeApi, renderPage } from '../test/renderPage';
import { countText, ListSearch, ListTable, titleWithCount, useAdminList } from './ListPage';

const KEYS = ['q', 'role', 'sort'] as const;

/** A small list page built only from the shared pieces: search, a filter, the table and its states. */
function UsersList() {
  const admin = useAdminList<(typeof KEYS)[number], User>(endpoints.listUsers, KEYS, { filters: ['q', 'role'] });
  return (
    <>
      <h1>{titleWithCount('Users', admin.list)}</h1>
      <ListSearch admin={admin} label="Search users" placeholder="E-mail" />
      <ListTable admin={admin} noun={['user', 'users']} frameLabel="Users" emptyTitle="No users yet">
        <table>
          <tbody>
            {admin.list.items.map((user) => (
              <tr key={user._id}>
                <td>{user.email}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListTable>
    </>
  );
}

const user = { _id: 'u1', email: 'rahim@example.com' } as User;

describe('admin list pages', () => {
  it('titles and counts a list once its size is known', () => {
    expect(titleWithCount('Users', { total: undefined, totalExact: true })).toBe('Users');
    expect(titleWithCount('Users', { total: 1204, totalExact: true })).toBe('Users: 1,204');
    expect(titleWithCount('Users', { total: 200000, totalExact: false })).toBe('Users: about 200,000');
    expect(countText({ total: 1, totalExact: true }, (n) => plural(n, { one: '# part in the catalogue', other: '# parts in the catalogue' }))).toBe(
      '1 part in the catalogue',
    );
    expect(countText({ total: 3, totalExact: true }, (n) => plural(n, { one: '# part match', other: '# parts match' }))).toBe('3 parts match');
    expect(countText({ total: undefined, totalExact: true }, (n) => plural(n, { one: '# part match', other: '# parts match' }))).toBe('');
  });

  it('reads the view in the URL, and clears its search and filters from the empty state', async () => {
    const api = fakeApi({
      'GET /user?q=nobody&role=admin': { body: pageOf([]) },
      'GET /user': { body: pageOf([user]) },
    });
    const { navigate } = renderPage(<UsersList />, undefined, '/dashboard/users?q=nobody&role=admin');
    expect(await screen.findByText('No users match')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('nobody');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(navigate).toHaveBeenLastCalledWith('/dashboard/users', expect.anything());
    expect(api.calls[0]?.path).toBe('/user?q=nobody&role=admin');
  });

  it('shows the rows with their count', async () => {
    fakeApi({ 'GET /user': { body: pageOf([user]) } });
    renderPage(<UsersList />, undefined, '/dashboard/users');
    expect(await screen.findByText('rahim@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Users: 1' })).toBeInTheDocument();
  });
});
