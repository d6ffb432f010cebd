import { useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import {
  formatDate,
  Link,
  partKey,
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
import { useListParams, usePagedList } from '@storefront/shared/lists';
import { ORDER_STATUS_CHOICES, ORDER_STATUS_TONE, orderPartsSummary, statusBadgeText } from '@storefront/shared/orders';
import { defaultSort } from '@storefront/shared/sorts';
import {
  Badge,
  Button,
  ChoiceField,
  ConfirmDialog,
  Lead,
  ListToolbar,
  PagedTable,
  PageTitle,
  SearchField,
  SortableHeader,
  Table,
  VisuallyHidden,
} from '@storefront/shared/ui';
import { apiFetcherSigningOut } from '../api/fetcher';
import { CompanyOrders } from './CompanyOrders';

const Intro = styled(Lead)`
  text-align: left;
  margin: 0 0 ${({ theme }) => theme.space(5)};
`;

/** A one-column grid whose track may shrink below the table's width (the table scrolls in its frame). */
const Frame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
`;

const OrdersTable = styled(Table)`
  min-width: 960px;
  td.wrap { min-width: 180px; max-width: 260px; overflow-wrap: anywhere; }
  td.nowrap { white-space: nowrap; }
  tbody th { background: none; white-space: normal; min-width: 160px; }
  caption { text-align: left; padding: 10px 12px; color: ${({ theme }) => theme.colors.muted}; caption-side: bottom; }
`;

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

/**
 * My Orders: the customer's own orders, newest first, searched and paged; a pending order can be
 * cancelled. A company's member also has "Company orders": every order of the company, with who placed it.
 */
export default function MyOrdersPage() {
  const { user, companyRole } = useSession();
  const { search } = useNavigation();
  const member = Boolean(companyRole);
  const companyView = member && new URLSearchParams(search).get('view') === 'company';
  const formatPrice = useFormatPrice();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const refreshLists = useRefreshLists();
  const view = useListParams(MY_ORDER_LIST_KEYS);
  const sort = view.values.sort ?? defaultSort('orders');
  const filtered = Boolean(view.values.q || view.values.status);
  // Spec section 4: a 401 or 403 here signs the user out (once) and goes home.
  const list = usePagedList(
    endpoints.listOrders,
    { email: user?.email, ...view.values },
    { enabled: Boolean(user) && !companyView, pages: view.pages, onPagesChange: view.setPages, fetcher: apiFetcherSigningOut<Page<Order>> },
  );
  const orders = list.items;
  const [confirming, setConfirming] = useState<Order | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);

  const cancel = async (order: Order) => {
    setConfirming(null);
    setCancelling(order._id);
    try {
      const updated = await cancelOrder(order._id);
      list.update((o) => (o._id === updated._id ? updated : o));
      toast.success(`Your order of ${orderPartsSummary(order)} was cancelled`);
      // The quantity went back to stock: the catalogue's copies are stale.
      void refreshLists(endpoints.listParts);
      void mutate(partKey(order.bookingId));
    } catch (cause) {
      toast.error(`The order could not be cancelled: ${(cause as Error).message}`);
      void list.reload();
    } finally {
      setCancelling(null);
    }
  };

  return (
    <Frame>
      <PageTitle>My Orders</PageTitle>
      <Intro>
        {companyView
          ? 'Every order of your company, with who placed it. Open one to see it or to order it again.'
          : 'Pending orders can be cancelled until we ship them; the quantity goes back to stock.'}
      </Intro>
      {member && (
        <Views aria-label="Whose orders">
          <Link to="/dashboard/orders" aria-current={companyView ? undefined : 'page'}>
            My orders
          </Link>
          <Link to="/dashboard/orders?view=company" aria-current={companyView ? 'page' : undefined}>
            Company orders
          </Link>
        </Views>
      )}
      <ListToolbar>
        <SearchField
          label={companyView ? 'Search your company’s orders' : 'Search your orders'}
          placeholder="Part or order number"
          value={view.values.q ?? ''}
          onSearch={(next) => view.set({ q: next }, { replace: true })}
        />
        <ChoiceField label="Status" value={view.values.status} choices={ORDER_STATUS_CHOICES} onChange={(next) => view.set({ status: next })} />
      </ListToolbar>
      {companyView ? (
        <CompanyOrders
          query={{ q: view.values.q, status: view.values.status }}
          pages={view.pages}
          onPagesChange={view.setPages}
          filtered={filtered}
          onClearFilters={() => view.set({ q: undefined, status: undefined })}
        />
      ) : (
        <PagedTable
          list={list}
          noun={['order', 'orders']}
          frameLabel="Your orders (scrolls sideways)"
          filtered={filtered}
          onClearFilters={() => view.set({ q: undefined, status: undefined })}
          emptyTitle="No orders yet"
          empty={
            <p>
              <Link to="/parts">Browse the parts</Link> to place your first order.
            </p>
          }
          loadingLabel="Loading your orders"
          errorTitle="Your orders could not be loaded"
          ready={Boolean(user)}
        >
          <OrdersTable>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Part</th>
                <th scope="col" className="num">
                  Lines
                </th>
                <SortableHeader label="Total" column="total" sort={sort} firstDescending onSort={(next) => view.set({ sort: next })} className="num" />
                <th scope="col">Status</th>
                <SortableHeader
                  label="Date"
                  column="date"
                  sort={sort}
                  firstDescending
                  onSort={(next) => view.set({ sort: next === defaultSort('orders') ? undefined : next })}
                />
                <th scope="col">Address</th>
                <th scope="col">Phone</th>
                <th scope="col" className="actions">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order._id}>
                  <td className="nowrap">
                    <Link to={`/dashboard/orders/${order.number}`}>{order.number}</Link>
                  </td>
                  <th scope="row">{orderPartsSummary(order)}</th>
                  <td className="num">{order.lineCount}</td>
                  <td className="num nowrap">{formatPrice(order.totalPrice)}</td>
                  <td>
                    <Badge $tone={ORDER_STATUS_TONE[order.status] ?? 'neutral'}>{statusBadgeText(order.status)}</Badge>
                  </td>
                  <td className="nowrap">
                    <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
                  </td>
                  <td className="wrap">{order.address}</td>
                  <td className="nowrap">{order.phone}</td>
                  <td className="actions">
                    {order.status === 'pending' && (
                      <Button
                        $variant="danger"
                        $size="sm"
                        disabled={cancelling === order._id}
                        aria-label={`${cancelling === order._id ? 'Cancelling' : 'Cancel'} the order of ${orderPartsSummary(order)}`}
                        onClick={() => setConfirming(order)}
                      >
                        {cancelling === order._id ? 'Cancelling…' : 'Cancel'}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </OrdersTable>
        </PagedTable>
      )}
      {confirming && (
        <ConfirmDialog
          title="Cancel this order?"
          message={`Are you sure you want to cancel your order ${confirming.number} of ${orderPartsSummary(confirming)} (${formatPrice(
            confirming.totalPrice,
          )})? The quantity goes back to stock.`}
          confirmLabel="Cancel order"
          cancelLabel="Keep order"
          onConfirm={() => void cancel(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </Frame>
  );
}
