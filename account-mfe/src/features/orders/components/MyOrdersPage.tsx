import { useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import {
  Link,
  partKey,
  t,
  textLang,
  useFormatPrice,
  useNavigation,
  useSession,
  useToast,
  type Order,
  type Page,
  endpoints,
  useRefreshLists,
} from '@storefront/shared';
import { cancelOrder } from '../api/orders';
import { useListParams, usePagedList, type ListParams, type PagedList } from '@storefront/shared/lists';
import { ORDER_STATUS_CHOICES, orderPartsSummary } from '@storefront/shared/orders';
import { defaultSort } from '@storefront/shared/sorts';
import { Button, ConfirmDialog, PagedTable, SearchField, SortableHeader, VisuallyHidden } from '@storefront/shared/ui';
import { listFilters, ListPage, pagesOf, StatusToolbar } from '../../../components/ListPage';
import { apiFetcherSigningOut } from '../api/fetcher';
import { CompanyOrders } from './CompanyOrders';
import { OrderCells, OrderHeaders, OrdersTable } from './OrderRows';

/** The switch between the member's own orders and their company's: links, the view kept in the URL (`?view=company`). */
const Views = styled.nav`
  display: inline-flex;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  a {
    padding: 8px 16px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'] { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.primaryText}; }
`;

/** The view's parameters in the URL, as the API names them. */
export const MY_ORDER_LIST_KEYS = ['q', 'status', 'sort'] as const;
const FILTER_KEYS = ['q', 'status'] as const;

type OrdersView = ListParams<(typeof MY_ORDER_LIST_KEYS)[number]>;

/**
 * My Orders: the customer's own orders, newest first, searched and paged; a pending order can be
 * cancelled. A company's member also has "Company orders": every order of the company, with who placed it.
 */
export default function MyOrdersPage() {
  const { user, companyRole } = useSession();
  const { search } = useNavigation();
  const member = Boolean(companyRole);
  const companyView = member && new URLSearchParams(search).get('view') === 'company';
  const view = useListParams(MY_ORDER_LIST_KEYS);
  // Spec section 4: a 401 or 403 here signs the user out (once) and goes home.
  const list = usePagedList(
    endpoints.listOrders,
    { email: user?.email, ...view.values },
    { enabled: Boolean(user) && !companyView, ...pagesOf(view), fetcher: apiFetcherSigningOut<Page<Order>> },
  );

  return (
    <ListPage
      title={t('My Orders')}
      intro={
        companyView
          ? t('Every order of your company, with who placed it. Open one to see it or to order it again.')
          : t('Pending orders can be cancelled until we ship them; the quantity goes back to stock.')
      }
    >
      {member && (
        <Views aria-label={t('Whose orders')}>
          <Link to="/dashboard/orders" aria-current={companyView ? undefined : 'page'}>
            {t('My orders')}
          </Link>
          <Link to="/dashboard/orders?view=company" aria-current={companyView ? 'page' : undefined}>
            {t('Company orders')}
          </Link>
        </Views>
      )}
      <StatusToolbar view={view} choices={ORDER_STATUS_CHOICES}>
        <SearchField
          label={companyView ? t('Search your company’s orders') : t('Search your orders')}
          placeholder={t('Part or order number')}
          value={view.values.q ?? ''}
          onSearch={(next) => view.set({ q: next }, { replace: true })}
        />
      </StatusToolbar>
      {companyView ? (
        <CompanyOrders query={{ q: view.values.q, status: view.values.status }} {...pagesOf(view)} {...listFilters(view, FILTER_KEYS)} />
      ) : (
        <OwnOrders list={list} view={view} ready={Boolean(user)} />
      )}
    </ListPage>
  );
}

/** Cancelling a pending order: asked first, then the list shows it cancelled and the catalogue reads its stock again. */
function useCancelOrder(list: PagedList<Order>) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const refreshLists = useRefreshLists();
  const [confirming, setConfirming] = useState<Order | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);

  const cancel = async (order: Order) => {
    setConfirming(null);
    setCancelling(order._id);
    try {
      const updated = await cancelOrder(order._id);
      list.update((o) => (o._id === updated._id ? updated : o));
      toast.success(t('Your order of {parts} was cancelled', { parts: orderPartsSummary(order) }));
      // The quantity went back to stock: the catalogue's copies are stale.
      void refreshLists(endpoints.listParts);
      void mutate(partKey(order.bookingId));
    } catch (cause) {
      toast.error(t('The order could not be cancelled: {reason}', { reason: (cause as Error).message }));
      void list.reload();
    } finally {
      setCancelling(null);
    }
  };
  return { confirming, setConfirming, cancelling, cancel };
}

/** The customer's own orders, sortable by total and date, each pending one with Cancel. */
function OwnOrders({ list, view, ready }: { list: PagedList<Order>; view: OrdersView; ready: boolean }) {
  const formatPrice = useFormatPrice();
  const { confirming, setConfirming, cancelling, cancel } = useCancelOrder(list);
  const sort = view.values.sort ?? defaultSort('orders');
  return (
    <>
      <PagedTable
        list={list}
        noun={[t('order'), t('orders')]}
        frameLabel={t('Your orders (scrolls sideways)')}
        {...listFilters(view, FILTER_KEYS)}
        emptyTitle={t('No orders yet')}
        empty={
          <p>
            <Link to="/parts">{t('Browse the parts')}</Link> {t('to place your first order.')}
          </p>
        }
        loadingLabel={t('Loading your orders')}
        errorTitle={t('Your orders could not be loaded')}
        ready={ready}
      >
        <OrdersTable>
          <thead>
            <tr>
              <OrderHeaders
                total={
                  <SortableHeader label={t('Total')} column="total" sort={sort} firstDescending onSort={(next) => view.set({ sort: next })} className="num" />
                }
                date={
                  <SortableHeader
                    label={t('Date')}
                    column="date"
                    sort={sort}
                    firstDescending
                    onSort={(next) => view.set({ sort: next === defaultSort('orders') ? undefined : next })}
                  />
                }
              />
              <th scope="col">{t('Address')}</th>
              <th scope="col">{t('Phone')}</th>
              <th scope="col" className="actions">
                <VisuallyHidden>{t('Actions')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((order) => (
              <tr key={order._id}>
                <OrderCells order={order} />
                <td className="wrap" lang={textLang(order.address)}>
                  {order.address}
                </td>
                <td className="nowrap">{order.phone}</td>
                <td className="actions">
                  {order.status === 'pending' && (
                    <Button
                      $variant="danger"
                      $size="sm"
                      disabled={cancelling === order._id}
                      aria-label={
                        cancelling === order._id
                          ? t('Cancelling the order of {parts}', { parts: orderPartsSummary(order) })
                          : t('Cancel the order of {parts}', { parts: orderPartsSummary(order) })
                      }
                      onClick={() => setConfirming(order)}
                    >
                      {cancelling === order._id ? t('Cancelling…') : t('Cancel')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </OrdersTable>
      </PagedTable>
      {confirming && (
        <ConfirmDialog
          title={t('Cancel this order?')}
          message={t('Are you sure you want to cancel your order {number} of {parts} ({total})? The quantity goes back to stock.', {
            number: confirming.number,
            parts: orderPartsSummary(confirming),
            total: formatPrice(confirming.totalPrice),
          })}
          confirmLabel={t('Cancel order')}
          cancelLabel={t('Keep order')}
          onConfirm={() => void cancel(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </>
  );
}
