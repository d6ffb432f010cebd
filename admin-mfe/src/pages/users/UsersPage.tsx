import { useApi, type User } from '@storefront/shared';
import { ErrorState, PageSpinner, PageTitle, Table, TableWrap } from '@storefront/shared/ui';

export default function UsersPage() {
  const { data: users, error, isLoading, mutate } = useApi<User[]>('/user');
  return (
    <div>
      <PageTitle>All Users: {users?.length ?? 0}</PageTitle>
      {isLoading && <PageSpinner label="Loading users" />}
      {error && <ErrorState title="The users could not be loaded" message={error.message} onRetry={() => void mutate()} />}
      {users && (
        <TableWrap>
          <Table>
            <thead>
              <tr>
                <th>#</th>
                <th>Email</th>
                <th>Role</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user, index) => (
                <tr key={user._id}>
                  <td>{index + 1}</td>
                  <td>{user.email}</td>
                  <td>{user.role}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </div>
  );
}
