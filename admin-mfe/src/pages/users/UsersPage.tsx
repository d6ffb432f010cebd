import { useState } from 'react';
import styled from 'styled-components';
import { ApiError, apiFetch, formatDate, useApi, useConfig, useSession, useToast, type User } from '@storefront/shared';
import { Badge, Button, EmptyState, ErrorState, PageSpinner, PageTitle, Table, TableWrap, VisuallyHidden } from '@storefront/shared/ui';
import { ConfirmDialog } from '@storefront/shared/ui';
import { AdminPage } from '../../components/AdminPage';

export const usersKey = '/user';

const Actions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Email = styled.td`
  overflow-wrap: anywhere;
  min-width: 18ch;
`;

/** Spec 2 and 4: every user, Make Admin for customers, and Remove User (DECISIONS.md: it works). */
export default function UsersPage() {
  const { user: me } = useSession();
  const { locale } = useConfig();
  const toast = useToast();
  const { data: users, error, isLoading, mutate } = useApi<User[]>(usersKey);
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState<User | null>(null);

  const makeAdmin = async (user: User) => {
    setBusy(user.email);
    try {
      await apiFetch(`/user/admin/${encodeURIComponent(user.email)}`, { method: 'PUT' });
      await mutate();
      toast.success('Successfully made an admin');
    } catch {
      toast.error('Failed to Make an admin');
    } finally {
      setBusy(null);
    }
  };

  const removeUser = async (user: User) => {
    setRemoving(null);
    setBusy(user.email);
    try {
      await apiFetch(`/user/${encodeURIComponent(user.email)}`, { method: 'DELETE' });
      await mutate();
      toast.success(`${user.email} was removed`);
    } catch (cause) {
      // 409: yourself or the last admin; the server's words say which.
      const reason = cause instanceof ApiError && cause.status === 409 ? cause.message : 'Please try again.';
      toast.error(`Failed to remove the user. ${reason}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <AdminPage>
      <PageTitle>{users ? `All Users: ${users.length}` : 'All Users'}</PageTitle>
      {isLoading && <PageSpinner label="Loading users" />}
      {error && <ErrorState title="The users could not be loaded" message={error.message} onRetry={() => void mutate()} />}
      {users && users.length === 0 && <EmptyState title="No users yet" />}
      {users && users.length > 0 && (
        <TableWrap>
          <Table>
            <VisuallyHidden as="caption">Every registered user, oldest first</VisuallyHidden>
            <thead>
              <tr>
                <th className="num">#</th>
                <th>Email</th>
                <th>Name</th>
                <th>Role</th>
                <th>Joined</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user, index) => {
                const isMe = user.email === me?.email;
                const isBusy = busy === user.email;
                return (
                  <tr key={user._id}>
                    <td className="num">{index + 1}</td>
                    <Email>{user.email}</Email>
                    <td>{user.name || <Muted>Not given</Muted>}</td>
                    <td>
                      <Badge $tone={user.role === 'admin' ? 'success' : 'neutral'}>{user.role}</Badge>
                    </td>
                    <td style={{ whiteSpace: 'nowrap' }}>{formatDate(user.createdAt, locale)}</td>
                    <td>
                      <Actions>
                        {user.role !== 'admin' && (
                          <Button
                            $size="sm"
                            disabled={isBusy}
                            onClick={() => void makeAdmin(user)}
                          >
                            Make Admin<VisuallyHidden> {user.email}</VisuallyHidden>
                          </Button>
                        )}
                        {isMe ? (
                          <Muted>You</Muted>
                        ) : (
                          <Button
                            $size="sm"
                            $variant="secondary"
                            disabled={isBusy}
                            onClick={() => setRemoving(user)}
                          >
                            Remove User<VisuallyHidden> {user.email}</VisuallyHidden>
                          </Button>
                        )}
                      </Actions>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </TableWrap>
      )}
      {removing && (
        <ConfirmDialog
          title="Remove User"
          message={`Remove ${removing.email}? They can no longer use the dashboard with this account. Their orders stay in Manage All Orders.`}
          confirmLabel="Remove User"
          onConfirm={() => void removeUser(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </AdminPage>
  );
}
