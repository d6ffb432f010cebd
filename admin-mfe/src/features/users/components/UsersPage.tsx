import { useState } from 'react';
import styled from 'styled-components';
import { ApiError, formatDate, useApi, useConfig, useSession, useToast, type User, callApi, endpoints, apiPath } from '@storefront/shared';
import { Badge, Button, EmptyState, ErrorState, PageSpinner, PageTitle, Select, Table, TableWrap, VisuallyHidden } from '@storefront/shared/ui';
import { ConfirmDialog } from '@storefront/shared/ui';
import { useSWRConfig } from 'swr';
import { AdminPage } from '../../../components/AdminPage';

export const usersKey = apiPath(endpoints.listUsers);
export const removedUsersKey = apiPath(endpoints.listUsers, {}, { removed: 'true' });

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

const Filter = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  label {
    font-weight: 600;
  }
  select {
    width: auto;
  }
`;

type Show = 'active' | 'removed';

/**
 * Spec 2 and 4: every user, Make Admin for customers, and Remove User (DECISIONS.md: it blocks
 * the account; admin rights need a verified e-mail). Removed users are listed apart, with Restore.
 */
export default function UsersPage() {
  const [show, setShow] = useState<Show>('active');
  return (
    <AdminPage>
      <Filter>
        <label htmlFor="users-show">Show</label>
        <Select id="users-show" value={show} onChange={(event) => setShow(event.target.value as Show)}>
          <option value="active">Active users</option>
          <option value="removed">Removed users</option>
        </Select>
      </Filter>
      {show === 'active' ? <ActiveUsers /> : <RemovedUsers />}
    </AdminPage>
  );
}

function ActiveUsers() {
  const { user: me } = useSession();
  const { locale } = useConfig();
  const toast = useToast();
  const { data: users, error, isLoading, mutate } = useApi<User[]>(usersKey);
  const { mutate: globalMutate } = useSWRConfig();
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState<User | null>(null);

  const makeAdmin = async (user: User) => {
    setBusy(user.email);
    try {
      await callApi(endpoints.makeAdmin, { params: { email: user.email } });
      await mutate();
      toast.success('Successfully made an admin');
    } catch (cause) {
      // 409: the address is not verified (someone else verified it meanwhile, or not yet).
      toast.error(cause instanceof ApiError && cause.status === 409 ? `Failed to Make an admin. ${cause.message}` : 'Failed to Make an admin');
    } finally {
      setBusy(null);
    }
  };

  const removeUser = async (user: User) => {
    setRemoving(null);
    setBusy(user.email);
    try {
      await callApi(endpoints.removeUser, { params: { email: user.email } });
      await Promise.all([mutate(), globalMutate(removedUsersKey)]);
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
    <>
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
                <th>Verified</th>
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
                    <td>
                      <Badge $tone={user.emailVerified ? 'success' : 'warning'}>{user.emailVerified ? 'verified' : 'not verified'}</Badge>
                    </td>
                    <td>{user.name || <Muted>Not given</Muted>}</td>
                    <td>
                      <Badge $tone={user.role === 'admin' ? 'success' : 'neutral'}>{user.role}</Badge>
                    </td>
                    <td style={{ whiteSpace: 'nowrap' }}>{formatDate(user.createdAt, locale)}</td>
                    <td>
                      <Actions>
                        {user.role !== 'admin' &&
                          (user.emailVerified ? (
                            <Button $size="sm" disabled={isBusy} onClick={() => void makeAdmin(user)}>
                              Make Admin<VisuallyHidden> {user.email}</VisuallyHidden>
                            </Button>
                          ) : (
                            <Muted>Admin needs a verified e-mail</Muted>
                          ))}
                        {isMe ? (
                          <Muted>You</Muted>
                        ) : (
                          <Button $size="sm" $variant="secondary" disabled={isBusy} onClick={() => setRemoving(user)}>
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
          message={`Remove ${removing.email}? They can no longer sign in with this account. Their orders stay in Manage All Orders.`}
          confirmLabel="Remove User"
          onConfirm={() => void removeUser(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </>
  );
}

function RemovedUsers() {
  const { locale } = useConfig();
  const toast = useToast();
  const { data: users, error, isLoading, mutate } = useApi<User[]>(removedUsersKey);
  const { mutate: globalMutate } = useSWRConfig();
  const [busy, setBusy] = useState<string | null>(null);

  const restore = async (user: User) => {
    setBusy(user._id);
    try {
      await callApi(endpoints.restoreUser, { params: { id: user._id } });
      await Promise.all([mutate(), globalMutate(usersKey)]);
      toast.success(`${user.email} was restored`);
    } catch (cause) {
      const reason = cause instanceof ApiError && cause.status === 409 ? cause.message : 'Please try again.';
      toast.error(`Failed to restore the user. ${reason}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <PageTitle>{users ? `Removed Users: ${users.length}` : 'Removed Users'}</PageTitle>
      {isLoading && <PageSpinner label="Loading removed users" />}
      {error && <ErrorState title="The removed users could not be loaded" message={error.message} onRetry={() => void mutate()} />}
      {users && users.length === 0 && <EmptyState title="No removed users" />}
      {users && users.length > 0 && (
        <TableWrap>
          <Table>
            <VisuallyHidden as="caption">Users an admin removed; their orders stay in Manage All Orders</VisuallyHidden>
            <thead>
              <tr>
                <th className="num">#</th>
                <th>Email</th>
                <th>Name</th>
                <th>Removed</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user, index) => (
                <tr key={user._id}>
                  <td className="num">{index + 1}</td>
                  <Email>{user.email}</Email>
                  <td>{user.name || <Muted>Not given</Muted>}</td>
                  <td style={{ whiteSpace: 'nowrap' }}>{user.removedAt ? formatDate(user.removedAt, locale) : ''}</td>
                  <td>
                    <Button $size="sm" disabled={busy === user._id} onClick={() => void restore(user)}>
                      Restore<VisuallyHidden> {user.email}</VisuallyHidden>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </>
  );
}
