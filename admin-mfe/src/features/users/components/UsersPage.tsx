import { useState } from 'react';
import styled from 'styled-components';
import { defaultSort } from '@storefront/shared/sorts';
import { ApiError, type Page, formatDate, useConfig, useSession, useToast, type User, endpoints, useRefreshLists } from '@storefront/shared';
import { Badge, Button, ChoiceField, ConfirmDialog, PageTitle, SortableHeader, Table, VisuallyHidden, TableHead } from '@storefront/shared/ui';
import { AdminPage } from '../../../components/AdminPage';
import { ListSearch, ListTable, Muted, RowActions, titleWithCount, useAdminList, type AdminList } from '../../../components/ListPage';
import * as usersApi from '../api/users';

/** The view's parameters in the URL, as the API names them. */
export const USER_LIST_KEYS = ['removed', 'q', 'role', 'sort'] as const;
type UserListKey = (typeof USER_LIST_KEYS)[number];

const SHOW_CHOICES = [
  { value: '', label: 'Active users' },
  { value: 'true', label: 'Removed users' },
];
const ROLE_CHOICES = [
  { value: '', label: 'Any role' },
  { value: 'admin', label: 'Admins' },
  { value: 'customer', label: 'Customers' },
];

const Actions = styled(RowActions)`
  flex-wrap: nowrap;
  /* On a phone the buttons stack, so the pinned column stays narrow and the e-mail shows. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    flex-direction: column;
    align-items: stretch;
  }
`;

const Email = styled.td`
  overflow-wrap: anywhere;
  min-width: 18ch;
`;

/**
 * Spec 2 and 4: every user, Make Admin for customers, and Remove User (DECISIONS.md: it blocks
 * the account; admin rights need a verified e-mail). Removed users are listed apart, with Restore.
 */
export default function UsersPage() {
  const admin = useAdminList<UserListKey, User>(endpoints.listUsers, USER_LIST_KEYS, {
    filters: ['q', 'role'],
    // Removed users are never admins: the role filter belongs to the active list.
    query: (values) => (values.removed === 'true' ? { ...values, role: undefined } : values),
  });
  const { view, list } = admin;
  const removed = view.values.removed === 'true';
  // A role left in the URL does not narrow the removed users.
  const shown = { ...admin, filtered: Boolean(view.values.q || (!removed && view.values.role)) };
  return (
    <AdminPage>
      <PageTitle>{titleWithCount(removed ? 'Removed Users' : 'All Users', list)}</PageTitle>
      <ListSearch
        admin={admin}
        label="Search users"
        placeholder="E-mail or name"
        before={
          <ChoiceField label="Show" value={view.values.removed} choices={SHOW_CHOICES} onChange={(next) => view.set({ removed: next, role: undefined })} />
        }
      >
        {!removed && <ChoiceField label="Role" value={view.values.role} choices={ROLE_CHOICES} onChange={(next) => view.set({ role: next })} />}
      </ListSearch>
      {removed ? <RemovedUsers admin={shown} /> : <ActiveUsers admin={shown} />}
    </AdminPage>
  );
}

/** 409's words say why the server refused (yourself, the last admin, not verified); anything else is worth another try. */
const refusal = (cause: unknown) => (cause instanceof ApiError && cause.status === 409 ? cause.message : 'Please try again.');

/**
 * A user's action (Make Admin, Remove, Restore): that user's buttons wait for the API, then the
 * lists of users are read again and a toast says how it went.
 */
function useUserAction() {
  const toast = useToast();
  const refreshLists = useRefreshLists();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (user: User, call: () => Promise<unknown>, done: string, failed: (cause: unknown) => string) => {
    setBusy(user._id);
    try {
      await call();
      await refreshLists(endpoints.listUsers);
      toast.success(done);
    } catch (cause) {
      toast.error(failed(cause));
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

interface ListProps {
  admin: AdminList<UserListKey, User, Page<User>>;
}

function ActiveUsers({ admin }: ListProps) {
  const { list, view } = admin;
  const { user: me } = useSession();
  const { locale } = useConfig();
  const sort = view.values.sort ?? defaultSort('users');
  const onSort = (next: string) => view.set({ sort: next === defaultSort('users') ? undefined : next });
  const { busy, run } = useUserAction();
  const [removing, setRemoving] = useState<User | null>(null);

  const makeAdmin = (user: User) =>
    run(
      user,
      () => usersApi.makeAdmin(user.email),
      'Successfully made an admin',
      (cause) =>
        // 409: the address is not verified (someone else verified it meanwhile, or not yet).
        cause instanceof ApiError && cause.status === 409 ? `Failed to Make an admin. ${cause.message}` : 'Failed to Make an admin',
    );

  const removeUser = (user: User) => {
    setRemoving(null);
    return run(
      user,
      () => usersApi.removeUser(user.email),
      `${user.email} was removed`,
      (cause) => `Failed to remove the user. ${refusal(cause)}`,
    );
  };

  return (
    <>
      <ListTable admin={admin} noun={['user', 'users']} frameLabel="Users (scrolls sideways)" emptyTitle="No users yet">
        <Table>
          <VisuallyHidden as="caption">Registered users</VisuallyHidden>
          <TableHead
            columns={[
              { label: '#', num: true },
              <SortableHeader key="email" label="Email" column="email" sort={sort} onSort={onSort} />,
              'Verified',
              <SortableHeader key="name" label="Name" column="name" sort={sort} onSort={onSort} />,
              'Role',
              <SortableHeader key="created" label="Joined" column="created" sort={sort} onSort={onSort} />,
              { label: 'Actions', actions: true },
            ]}
          />
          <tbody>
            {list.items.map((user, index) => {
              const isMe = user.email === me?.email;
              const isBusy = busy === user._id;
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
                  <td className="actions">
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
      </ListTable>
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

function RemovedUsers({ admin }: ListProps) {
  const { list } = admin;
  const { locale } = useConfig();
  const { busy, run } = useUserAction();
  const restore = (user: User) =>
    run(
      user,
      () => usersApi.restoreUser(user._id),
      `${user.email} was restored`,
      (cause) => `Failed to restore the user. ${refusal(cause)}`,
    );

  return (
    <>
      <ListTable admin={admin} noun={['user', 'users']} what="removed users" frameLabel="Removed users (scrolls sideways)" emptyTitle="No removed users yet">
        <Table>
          <VisuallyHidden as="caption">Users an admin removed; their orders stay in Manage All Orders</VisuallyHidden>
          <TableHead columns={[{ label: '#', num: true }, 'Email', 'Name', 'Removed', { label: 'Actions', actions: true }]} />
          <tbody>
            {list.items.map((user, index) => (
              <tr key={user._id}>
                <td className="num">{index + 1}</td>
                <Email>{user.email}</Email>
                <td>{user.name || <Muted>Not given</Muted>}</td>
                <td style={{ whiteSpace: 'nowrap' }}>{user.removedAt ? formatDate(user.removedAt, locale) : ''}</td>
                <td className="actions">
                  <Button $size="sm" disabled={busy === user._id} onClick={() => void restore(user)}>
                    Restore<VisuallyHidden> {user.email}</VisuallyHidden>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ListTable>
    </>
  );
}
