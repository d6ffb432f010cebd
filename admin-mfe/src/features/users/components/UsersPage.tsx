import { useState } from 'react';
import styled from 'styled-components';
import { defaultSort } from '@storefront/shared/sorts';
import {
  ApiError,
  type Page,
  formatDate,
  formatNumber,
  msg,
  t,
  textLang,
  useSession,
  useToast,
  type User,
  endpoints,
  useRefreshLists,
} from '@storefront/shared';
import { Badge, Button, ChoiceField, ConfirmDialog, PageTitle, SortableHeader, Table, VisuallyHidden, TableHead } from '@storefront/shared/ui';
import { AdminPage } from '../../../components/AdminPage';
import { ListSearch, ListTable, Muted, RowActions, titleWithCount, useAdminList, type AdminList } from '../../../components/ListPage';
import { translatedChoices, usePageLocale } from '../../../components/i18n';
import * as usersApi from '../api/users';

/** The view's parameters in the URL, as the API names them. */
export const USER_LIST_KEYS = ['removed', 'q', 'role', 'sort'] as const;
type UserListKey = (typeof USER_LIST_KEYS)[number];

const SHOW_CHOICES = [
  { value: '', label: msg('Active users') },
  { value: 'true', label: msg('Removed users') },
];
const ROLE_CHOICES = [
  { value: '', label: msg('Any role') },
  { value: 'admin', label: msg('Admins') },
  { value: 'customer', label: msg('Customers') },
];

/** A user's role as the table shows it (the API's word). */
const ROLE_LABELS: Record<string, string> = { admin: msg('admin'), customer: msg('customer') };

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
      <PageTitle>{titleWithCount(removed ? t('Removed Users') : t('All Users'), list)}</PageTitle>
      <ListSearch
        admin={admin}
        label={t('Search users')}
        placeholder={t('E-mail or name')}
        before={
          <ChoiceField
            label={t('Show')}
            value={view.values.removed}
            choices={translatedChoices(SHOW_CHOICES)}
            onChange={(next) => view.set({ removed: next, role: undefined })}
          />
        }
      >
        {!removed && (
          <ChoiceField label={t('Role')} value={view.values.role} choices={translatedChoices(ROLE_CHOICES)} onChange={(next) => view.set({ role: next })} />
        )}
      </ListSearch>
      {removed ? <RemovedUsers admin={shown} /> : <ActiveUsers admin={shown} />}
    </AdminPage>
  );
}

/** 409's words say why the server refused (yourself, the last admin, not verified); anything else is worth another try. */
const refusal = (cause: unknown) => (cause instanceof ApiError && cause.status === 409 ? cause.message : t('Please try again.'));

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
  const locale = usePageLocale();
  const sort = view.values.sort ?? defaultSort('users');
  const onSort = (next: string) => view.set({ sort: next === defaultSort('users') ? undefined : next });
  const { busy, run } = useUserAction();
  const [removing, setRemoving] = useState<User | null>(null);

  const makeAdmin = (user: User) =>
    run(
      user,
      () => usersApi.makeAdmin(user.email),
      t('Successfully made an admin'),
      (cause) =>
        // 409: the address is not verified (someone else verified it meanwhile, or not yet).
        cause instanceof ApiError && cause.status === 409 ? t('Failed to Make an admin. {reason}', { reason: cause.message }) : t('Failed to Make an admin'),
    );

  const removeUser = (user: User) => {
    setRemoving(null);
    return run(
      user,
      () => usersApi.removeUser(user.email),
      t('{email} was removed', { email: user.email }),
      (cause) => t('Failed to remove the user. {reason}', { reason: refusal(cause) }),
    );
  };

  return (
    <>
      <ListTable admin={admin} noun={['user', 'users']} frameLabel={t('Users (scrolls sideways)')} emptyTitle={t('No users yet')}>
        <Table>
          <VisuallyHidden as="caption">{t('Registered users')}</VisuallyHidden>
          <TableHead
            columns={[
              { label: '#', num: true },
              <SortableHeader key="email" label={t('Email')} column="email" sort={sort} onSort={onSort} />,
              t('Verified'),
              <SortableHeader key="name" label={t('Name')} column="name" sort={sort} onSort={onSort} />,
              t('Role'),
              <SortableHeader key="created" label={t('Joined')} column="created" sort={sort} onSort={onSort} />,
              { label: t('Actions'), actions: true },
            ]}
          />
          <tbody>
            {list.items.map((user, index) => {
              const isMe = user.email === me?.email;
              const isBusy = busy === user._id;
              return (
                <tr key={user._id}>
                  <td className="num">{formatNumber(index + 1)}</td>
                  <Email>{user.email}</Email>
                  <td>
                    <Badge $tone={user.emailVerified ? 'success' : 'warning'}>{user.emailVerified ? t('verified') : t('not verified')}</Badge>
                  </td>
                  <td lang={textLang(user.name)}>{user.name || <Muted>{t('Not given')}</Muted>}</td>
                  <td>
                    <Badge $tone={user.role === 'admin' ? 'success' : 'neutral'}>{t(ROLE_LABELS[user.role] ?? user.role)}</Badge>
                  </td>
                  <td style={{ whiteSpace: 'nowrap' }}>{formatDate(user.createdAt, locale)}</td>
                  <td className="actions">
                    <Actions>
                      {user.role !== 'admin' &&
                        (user.emailVerified ? (
                          <Button $size="sm" disabled={isBusy} onClick={() => void makeAdmin(user)}>
                            {t('Make Admin')}
                            <VisuallyHidden> {user.email}</VisuallyHidden>
                          </Button>
                        ) : (
                          <Muted>{t('Admin needs a verified e-mail')}</Muted>
                        ))}
                      {isMe ? (
                        <Muted>{t('You')}</Muted>
                      ) : (
                        <Button $size="sm" $variant="secondary" disabled={isBusy} onClick={() => setRemoving(user)}>
                          {t('Remove User')}
                          <VisuallyHidden> {user.email}</VisuallyHidden>
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
          title={t('Remove User')}
          message={t('Remove {email}? They can no longer sign in with this account. Their orders stay in Manage All Orders.', { email: removing.email })}
          confirmLabel={t('Remove User')}
          onConfirm={() => void removeUser(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </>
  );
}

function RemovedUsers({ admin }: ListProps) {
  const { list } = admin;
  const locale = usePageLocale();
  const { busy, run } = useUserAction();
  const restore = (user: User) =>
    run(
      user,
      () => usersApi.restoreUser(user._id),
      t('{email} was restored', { email: user.email }),
      (cause) => t('Failed to restore the user. {reason}', { reason: refusal(cause) }),
    );

  return (
    <>
      <ListTable
        admin={admin}
        noun={['user', 'users']}
        what={t('removed users')}
        frameLabel={t('Removed users (scrolls sideways)')}
        emptyTitle={t('No removed users yet')}
      >
        <Table>
          <VisuallyHidden as="caption">{t('Users an admin removed; their orders stay in Manage All Orders')}</VisuallyHidden>
          <TableHead columns={[{ label: '#', num: true }, t('Email'), t('Name'), t('Removed'), { label: t('Actions'), actions: true }]} />
          <tbody>
            {list.items.map((user, index) => (
              <tr key={user._id}>
                <td className="num">{formatNumber(index + 1)}</td>
                <Email>{user.email}</Email>
                <td lang={textLang(user.name)}>{user.name || <Muted>{t('Not given')}</Muted>}</td>
                <td style={{ whiteSpace: 'nowrap' }}>{user.removedAt ? formatDate(user.removedAt, locale) : ''}</td>
                <td className="actions">
                  <Button $size="sm" disabled={busy === user._id} onClick={() => void restore(user)}>
                    {t('Restore')}
                    <VisuallyHidden> {user.email}</VisuallyHidden>
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
