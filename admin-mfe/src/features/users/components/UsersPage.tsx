import { useState } from 'react';
import styled from 'styled-components';
import { defaultSort } from '@storefront/shared/sorts';
import { ApiError, formatDate, useConfig, useSession, useToast, type User, endpoints, useRefreshLists, formatNumber } from '@storefront/shared';
import { useListParams, usePagedList, type ListParams, type PagedList } from '@storefront/shared/lists';
import {
  Badge,
  Button,
  ChoiceField,
  ConfirmDialog,
  ListToolbar,
  PagedTable,
  PageTitle,
  SearchField,
  SortableHeader,
  Table,
  VisuallyHidden,
} from '@storefront/shared/ui';
import { AdminPage } from '../../../components/AdminPage';
import * as usersApi from '../api/users';

/** The view's parameters in the URL, as the API names them. */
export const USER_LIST_KEYS = ['removed', 'q', 'role', 'sort'] as const;
type UsersView = ListParams<(typeof USER_LIST_KEYS)[number]>;

const SHOW_CHOICES = [
  { value: '', label: 'Active users' },
  { value: 'true', label: 'Removed users' },
];
const ROLE_CHOICES = [
  { value: '', label: 'Any role' },
  { value: 'admin', label: 'Admins' },
  { value: 'customer', label: 'Customers' },
];

const Actions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.space(2)};
  /* On a phone the buttons stack, so the pinned column stays narrow and the e-mail shows. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    flex-direction: column;
    align-items: stretch;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
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
  const view = useListParams(USER_LIST_KEYS);
  const removed = view.values.removed === 'true';
  // Removed users are never admins: the role filter belongs to the active list.
  const query = removed ? { ...view.values, role: undefined } : view.values;
  const list = usePagedList(endpoints.listUsers, query, { pages: view.pages, onPagesChange: view.setPages });
  const filtered = Boolean(view.values.q || (!removed && view.values.role));
  return (
    <AdminPage>
      <PageTitle>{title(removed ? 'Removed Users' : 'All Users', list)}</PageTitle>
      <ListToolbar>
        <ChoiceField label="Show" value={view.values.removed} choices={SHOW_CHOICES} onChange={(next) => view.set({ removed: next, role: undefined })} />
        <SearchField
          label="Search users"
          placeholder="E-mail or name"
          value={view.values.q ?? ''}
          onSearch={(next) => view.set({ q: next }, { replace: true })}
        />
        {!removed && <ChoiceField label="Role" value={view.values.role} choices={ROLE_CHOICES} onChange={(next) => view.set({ role: next })} />}
      </ListToolbar>
      {removed ? <RemovedUsers list={list} view={view} filtered={filtered} /> : <ActiveUsers list={list} view={view} filtered={filtered} />}
    </AdminPage>
  );
}

const title = (label: string, list: PagedList<User>) =>
  list.total === undefined ? label : `${label}: ${list.totalExact ? '' : 'about '}${formatNumber(list.total)}`;

interface ListProps {
  list: PagedList<User>;
  view: UsersView;
  filtered: boolean;
}

function ActiveUsers({ list, view, filtered }: ListProps) {
  const { user: me } = useSession();
  const { locale } = useConfig();
  const toast = useToast();
  const refreshLists = useRefreshLists();
  const sort = view.values.sort ?? defaultSort('users');
  const onSort = (next: string) => view.set({ sort: next === defaultSort('users') ? undefined : next });
  const mutate = () => refreshLists(endpoints.listUsers);
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState<User | null>(null);

  const makeAdmin = async (user: User) => {
    setBusy(user.email);
    try {
      await usersApi.makeAdmin(user.email);
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
      await usersApi.removeUser(user.email);
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
    <>
      <PagedTable
        list={list}
        noun={['user', 'users']}
        frameLabel="Users (scrolls sideways)"
        filtered={filtered}
        onClearFilters={() => view.set({ q: undefined, role: undefined })}
        emptyTitle="No users yet"
      >
        <Table>
          <VisuallyHidden as="caption">Registered users</VisuallyHidden>
          <thead>
            <tr>
              <th scope="col" className="num">
                #
              </th>
              <SortableHeader label="Email" column="email" sort={sort} onSort={onSort} />
              <th scope="col">Verified</th>
              <SortableHeader label="Name" column="name" sort={sort} onSort={onSort} />
              <th scope="col">Role</th>
              <SortableHeader label="Joined" column="created" sort={sort} onSort={onSort} />
              <th scope="col" className="actions">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((user, index) => {
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
      </PagedTable>
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

function RemovedUsers({ list, view, filtered }: ListProps) {
  const { locale } = useConfig();
  const toast = useToast();
  const refreshLists = useRefreshLists();
  const mutate = () => refreshLists(endpoints.listUsers);
  const [busy, setBusy] = useState<string | null>(null);

  const restore = async (user: User) => {
    setBusy(user._id);
    try {
      await usersApi.restoreUser(user._id);
      await mutate();
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
      <PagedTable
        list={list}
        noun={['user', 'users']}
        what="removed users"
        frameLabel="Removed users (scrolls sideways)"
        filtered={filtered}
        onClearFilters={() => view.set({ q: undefined, role: undefined })}
        emptyTitle="No removed users yet"
      >
        <Table>
          <VisuallyHidden as="caption">Users an admin removed; their orders stay in Manage All Orders</VisuallyHidden>
          <thead>
            <tr>
              <th scope="col" className="num">
                #
              </th>
              <th scope="col">Email</th>
              <th scope="col">Name</th>
              <th scope="col">Removed</th>
              <th scope="col" className="actions">
                Actions
              </th>
            </tr>
          </thead>
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
      </PagedTable>
    </>
  );
}
